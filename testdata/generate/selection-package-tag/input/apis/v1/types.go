package v1

// Crate is selected through the package tag.
type Crate struct {
	// Lid uses a Go alias: it refers to Lid's target, Cover.
	Lid Lid `json:"lid"`
	// Box uses a struct defined over another struct.
	Box Box `json:"box"`
	// Hidden is a field of an unexported struct type.
	Hidden *hidden `json:"hidden,omitempty"`
}

// Cover is the target of the Go alias Lid.
type Cover struct {
	Material string `json:"material"`
}

// Lid is a Go alias: it never gets a definition of its own.
type Lid = Cover

// Box is defined over Cover: it gets a definition with Cover's members and its own doc.
type Box Cover

// Pallet is excluded by its own tag.
// +k8s:openapi-gen=false
type Pallet struct {
	Slots int32 `json:"slots"`
}

// Conflicted carries both values; in an opted-in package =false wins.
// +k8s:openapi-gen=true
// +k8s:openapi-gen=false
type Conflicted struct {
	Value string `json:"value"`
}

// Tagged has an extension value in +k8s:openapi-gen, which does not exclude it.
// +k8s:openapi-gen=x-kubernetes-crate-kind:tagged
type Tagged struct {
	Value string `json:"value"`
}

// hidden is unexported: no definition.
type hidden struct {
	Secret string `json:"secret"`
}

type codecSelfer1234 struct{}

// Size is a string type: no definition.
type Size string

// Sizes is a slice type: no definition.
type Sizes []Size

// Labels is a map type: no definition.
type Labels map[string]string

// Shape is an interface: no definition.
type Shape interface {
	Area() float64
}

// Grid is an array type: no definition.
type Grid [4]int32

// Visitor is a function type: no definition.
type Visitor func(Crate) error
