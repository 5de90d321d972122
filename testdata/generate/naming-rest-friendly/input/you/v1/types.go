package v1

import metav1 "k8s.example.io/meta/pkg/apis/meta/v1"

// Widget is named com.github.you.api.v1.Widget: the host's labels reversed, every "/" a ".".
type Widget struct {
	// Metadata refers to a definition of the other module.
	Metadata metav1.ObjectMeta `json:"metadata,omitempty"`
	// Spec refers to a definition of this package.
	Spec WidgetSpec `json:"spec"`
	// Gadgets refers to a type with a model package.
	Gadgets []Gadget `json:"gadgets,omitempty"`
}

// WidgetSpec is the spec of a widget.
type WidgetSpec struct {
	Size int32 `json:"size"`
}

// Gadget has a model package, so its name is the model package's.
// +k8s:openapi-model-package=com.example.gadgets.v1
type Gadget struct {
	Name string `json:"name"`
	// Owner is a reference back to a REST-friendly name.
	Owner *WidgetSpec `json:"owner,omitempty"`
}
