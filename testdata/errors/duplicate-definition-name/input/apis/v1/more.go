package v1

// Gizmo says so too.
type Gizmo struct {
	B string `json:"b"`
}

func (Gizmo) OpenAPIModelName() string { return "io.example.Shared" }

// Holder refers to a struct that is not selected but has the name of Widget.
type Holder struct {
	Hidden hidden `json:"hidden"`
}

// +k8s:openapi-model-package=io.example.api
// +k8s:openapi-gen=false
type hidden struct {
	C string `json:"c"`
}

// Both more.go and types.go would otherwise say Widget.
func (hidden) OpenAPIModelName() string { return "io.example.api.Widget" }
