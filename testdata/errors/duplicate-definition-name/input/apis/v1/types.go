package v1

// Widget of v1: the model package of v2 gives v2's Widget the same name.
type Widget struct {
	Size int32 `json:"size"`
}

// Gadget says its name is Shared.
type Gadget struct {
	A string `json:"a"`
}

func (Gadget) OpenAPIModelName() string { return "io.example.Shared" }
