package v1

// Widget refers to an unexported struct through a Go alias.
type Widget struct {
	// Spec is the desired state.
	// +optional
	Spec *Spec `json:"spec,omitempty"`
}

// Spec is another name of widgetSpec.
type Spec = widgetSpec

// widgetSpec is the desired state of a Widget.
type widgetSpec struct {
	// Size of the widget.
	Size int32 `json:"size"`
}
