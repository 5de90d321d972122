package current

// +enum
type UnionType string

const (
	FieldA    UnionType = "FieldA"
	FieldB    UnionType = "FieldB"
	FieldC    UnionType = "FieldC"
	FieldD    UnionType = "FieldD"
	FieldNone UnionType = ""
)

// The first example, as written (no json tags).
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

// This will generate one union, with two fields and a discriminator.
type TaggedUnion struct {
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

// +enum
type Union2Type string

// The KEP writes `Beta = "BETA"`, an untyped constant that is no Union2Type value;
// the typed constant is what it means.
const (
	Alpha Union2Type = "ALPHA"
	Beta  Union2Type = "BETA"
)

// This generates a union where the unionMember markers demonstrate how to
// customize the names used for each field in the discriminator.
type Union2 struct {
	// +unionDiscriminator
	// +required
	Type2 Union2Type `json:"type"`
	// +unionMember=ALPHA
	// +optional
	Alpha int `json:"alpha"`
	// +unionMember=BETA,optional
	// +optional
	Beta int `json:"beta"`
}

// The "OpenAPI" section's example names its Union1Type but does not declare it.
// +enum
type Union1Type string

const (
	Union1FieldA    Union1Type = "FieldA"
	Union1FieldB    Union1Type = "FieldB"
	Union1FieldC    Union1Type = "FieldC"
	Union1FieldD    Union1Type = "FieldD"
	Union1FieldNone Union1Type = ""
)

// This will generate one union, with two fields and a discriminator.
type DiscriminatedUnion struct {
	// +unionDiscriminator
	// +required
	Union1 Union1Type `json:"union1"`

	// +unionMember
	// +unionDiscriminatedBy=Union1
	// +optional
	FieldA int `json:"fieldA"`
	// +unionMember,optional
	// +unionDiscriminatedBy=Union1
	// +optional
	FieldB int `json:"fieldB"`
}

// A union in its own struct may be inlined into another.
type TopLevelUnion struct {
	Name string `json:"name"`

	TaggedUnion `json:",inline"`
}
