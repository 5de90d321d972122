package v1

// +enum
type Kind string

const (
	KindA Kind = "A"
	KindB Kind = "B"
)

// Shape is a +union struct: A and B are both members, though only A says +unionMember.
// +union
type Shape struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionMember
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *string `json:"b,omitempty"`
}

// Framed is a +union struct with a +unionDiscriminatedBy, which openapi-gen ignores too,
// and a struct-valued member B that omitzero makes a member that can be unset (so no rule
// fires), though openapi-gen's required list, which knows only omitempty, names it.
// +union
type Framed struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionMember
	// +unionDiscriminatedBy=Kind
	// +optional
	A *string `json:"a,omitempty"`
	B Frame `json:"b,omitzero"`
}

// Frame is a member's value.
type Frame struct {
	Width int32 `json:"width"`
}
