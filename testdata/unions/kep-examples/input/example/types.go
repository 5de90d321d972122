package example

// The first example of the KEP's "Go Markers" section, as written there (no json tags).

// +enum
type UnionType string

const (
	FieldA    UnionType = "FieldA"
	FieldB    UnionType = "FieldB"
	FieldC    UnionType = "FieldC"
	FieldD    UnionType = "FieldD"
	FieldNone UnionType = ""
)

type Union struct {
	// +unionDiscriminator
	// +required
	UnionType UnionType

	// +unionMember
	// +optional
	FieldA int
	// +unionMember
	// +optional
	FieldB int
}
