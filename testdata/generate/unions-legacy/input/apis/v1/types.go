package v1

// Source is a struct union: every member except the discriminator is a member.
// +union
type Source struct {
	// +unionDiscriminator
	Type string `json:"type"`
	// +optional
	Git *string `json:"git,omitempty"`
	// +optional
	Image *string `json:"image,omitempty"`
	// Skipped: no JSON name.
	Internal string `json:"-"`
}

// Target is a struct union without a discriminator.
// +union
type Target struct {
	// +optional
	Pod *string `json:"pod,omitempty"`
	// +optional
	Node *string `json:"node,omitempty"`
}

// Legacy is a member union: deprecated members and a discriminator on members.
type Legacy struct {
	// +unionDiscriminator
	Kind string `json:"kind"`
	// +unionDeprecated
	// +optional
	OldField *string `json:"oldField,omitempty"`
	// +unionDeprecated
	// +optional
	OlderField *string `json:"olderField,omitempty"`
	// Not a member.
	Other string `json:"other"`
}

// Combined lists the unions of its inlined members in member order (pointers are not
// followed, excluded members are skipped), then its own member union.
type Combined struct {
	Legacy `json:",inline"`
	*Target `json:",inline"`
	Source `json:",inline"`
	// +k8s:openapi-gen=false
	Spare `json:",inline"`
	// +unionDeprecated
	// +optional
	Retired *string `json:"retired,omitempty"`
	// Not a member.
	// +optional
	Extra *string `json:"extra,omitempty"`
}

// Spare is a union that Combined excludes.
// +union
type Spare struct {
	// +optional
	Reserve *string `json:"reserve,omitempty"`
}
