// Package unions breaks the legacy-union-struct rule (the 2019 +union struct) in each way it detects.
package unions

type Common struct {
	// +optional
	Name string `json:"name,omitempty"`
}

// RequiredMember is a +union struct whose every field but the discriminator is a member, so each must be optional.
// +union
type RequiredMember struct {
	// +unionDiscriminator
	Type string `json:"type"`
	// +optional
	Image *string `json:"image,omitempty"`
	Command string `json:"command"`
	// +required
	Args []string `json:"args,omitempty"`
	// Skipped: not serialised.
	Internal string `json:"-"`
}

// Inlining is a +union struct that inlines another struct.
// +union
type Inlining struct {
	Common `json:",inline"`
	// +optional
	Image *string `json:"image,omitempty"`
}

// WithDeprecated is a +union struct with a +unionDeprecated field.
// +union
type WithDeprecated struct {
	// +unionDeprecated
	// +optional
	Image *string `json:"image,omitempty"`
	// +optional
	Command *string `json:"command,omitempty"`
}

// TwoDiscriminators is a +union struct with two discriminators.
// +union
type TwoDiscriminators struct {
	// +unionDiscriminator
	// +optional
	Type string `json:"type,omitempty"`
	// +unionDiscriminator
	// +optional
	Kind string `json:"kind,omitempty"`
	// +optional
	Image *string `json:"image,omitempty"`
}
