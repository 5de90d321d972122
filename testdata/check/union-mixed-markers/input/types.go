// Package unions breaks the union-mixed-markers rule in each way it detects.
package unions

// +enum
type Kind string

const (
	KindA Kind = "A"
	KindB Kind = "B"
)

// StructUnionWithMembers is a 2019 +union struct that also uses +unionMember.
// +union
type StructUnionWithMembers struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionMember
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *string `json:"b,omitempty"`
}

// DeprecatedAndMember mixes +unionDeprecated and +unionMember fields.
type DeprecatedAndMember struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionDeprecated
	// +optional
	A *string `json:"a,omitempty"`
	// +unionMember
	// +optional
	B *string `json:"b,omitempty"`
}

// StructUnionDiscriminatedBy is a +union struct with a KEP-1027 +unionDiscriminatedBy.
// +union
type StructUnionDiscriminatedBy struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionDiscriminatedBy=Kind
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *string `json:"b,omitempty"`
}
