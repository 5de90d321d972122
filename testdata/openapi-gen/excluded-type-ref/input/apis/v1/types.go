package v1

// Widget refers to a type that openapi-gen leaves out.
type Widget struct {
	// Spec is the desired state.
	Spec WidgetSpec `json:"spec"`
	// Hidden is kept out of the definitions.
	// +optional
	Hidden *Hidden `json:"hidden,omitempty"`
	// Others are kept out too.
	// +listType=atomic
	Others []Hidden `json:"others"`
}

// WidgetSpec is the desired state of a Widget.
type WidgetSpec struct {
	// Size of the widget.
	Size int32 `json:"size"`
}

// Hidden has no definition.
// +k8s:openapi-gen=false
type Hidden struct {
	// Name of the hidden thing.
	Name string `json:"name"`
}
