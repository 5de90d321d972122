package v1

// Widget has a field of an unexported struct type and inlines another.
type Widget struct {
	settings `json:",inline"`
	// Spec is the desired state.
	Spec widgetSpec `json:"spec"`
}

// widgetSpec is the desired state of a Widget.
type widgetSpec struct {
	// Size of the widget.
	Size int32 `json:"size"`
}

// settings are inlined into Widget.
type settings struct {
	// Verbose logging.
	// +optional
	Verbose bool `json:"verbose,omitempty"`
}
