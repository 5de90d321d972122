package inlined

// The KEP's example of a union embedded in another struct.

// This will have one embedded union.
type TopLevelUnion struct {
	Name string `json:"name"`

	Union `json:",inline"`
}

// +enum
type UnionType string

const (
	FieldA    UnionType = "FieldA"
	FieldB    UnionType = "FieldB"
	FieldC    UnionType = "FieldC"
	FieldD    UnionType = "FieldD"
	FieldNone UnionType = ""
)

// This will generate one union, with two fields and a discriminator.
type Union struct {
	// +unionDiscriminator
	// +required
	UnionType UnionType `json:"unionType"`

	// +unionMember
	// +optional
	FieldA int `json:"fieldA"`
	// +unionMember,optional
	// +optional
	FieldB int `json:"fieldB"`
}
