package v1

// Gadget is named after the model package of its package's doc.go.
type Gadget struct {
	// Spec describes the gadget.
	Spec GadgetSpec `json:"spec"`
	// Part is named by its own type-level tag.
	Part Part `json:"part"`
	// Label is named by a hand-written method.
	Label Label `json:"label"`
	// Sticker is named by a hand-written method with a pointer receiver.
	Sticker *Sticker `json:"sticker,omitempty"`
}

// GadgetSpec has a generated OpenAPIModelName method, which openapi-gen cannot see.
type GadgetSpec struct {
	Colour string `json:"colour"`
}

// Part overrides the package's model package; the first tag wins.
// +k8s:openapi-model-package=com.example.parts
// +k8s:openapi-model-package=com.example.ignored
type Part struct {
	Serial string `json:"serial"`
}

// Label is named by its OpenAPIModelName method, which wins over every tag.
// +k8s:openapi-model-package=com.example.unused
type Label struct {
	Text string `json:"text"`
}

func (Label) OpenAPIModelName() string { return "com.example.labels.Label" }

// Sticker's method returns a constant expression.
type Sticker struct {
	Shape string `json:"shape"`
}

const labelsPackage = "com.example.labels"

func (s *Sticker) OpenAPIModelName() string {
	return labelsPackage + ".Sticker"
}
