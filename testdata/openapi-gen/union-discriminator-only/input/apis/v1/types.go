package v1

// Shape is a union that has only its discriminator so far.
// +union
type Shape struct {
	// Kind says which shape it is.
	// +unionDiscriminator
	// +optional
	Kind string `json:"kind,omitempty"`
}

// Fill has a discriminator and a member.
// +union
type Fill struct {
	// +unionDiscriminator
	// +optional
	Kind string `json:"kind,omitempty"`
	// Solid is the one member.
	// +optional
	Solid *string `json:"solid,omitempty"`
}
