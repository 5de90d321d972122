// Package unions breaks the union-member-marker rule in each way it detects.
package unions

// +enum
type Kind string

const (
	KindA Kind = "A"
	KindB Kind = "B"
	KindC Kind = "C"
	KindD Kind = "D"
	KindE Kind = "E"
	KindF Kind = "F"
)

// Markers does not follow +unionMember[=<value>][,optional].
type Markers struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`

	// An empty value.
	// +unionMember=
	// +optional
	A *string `json:"a,omitempty"`
	// An option other than optional.
	// +unionMember,required
	// +optional
	B *string `json:"b,omitempty"`
	// Two options.
	// +unionMember=C,optional,immutable
	// +optional
	C *string `json:"c,omitempty"`
	// An empty value before the option.
	// +unionMember=,optional
	// +optional
	D *string `json:"d,omitempty"`
	// Spaces around "=": gengo reads the key "unionMember ", so E would not be a member.
	// +unionMember = E
	// +optional
	E *string `json:"e,omitempty"`
	// Not the marker syntax at all.
	// +unionMember(optional)
	// +optional
	F *string `json:"f,omitempty"`
}
