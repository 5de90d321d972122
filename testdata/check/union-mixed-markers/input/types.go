// Package unions breaks the union-mixed-markers rule. (In a 2019 +union struct, KEP-1027
// markers are ignored with a note instead: generate/union-struct-member-ignored.)
package unions

// +enum
type Kind string

const (
	KindA Kind = "A"
	KindB Kind = "B"
)

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
