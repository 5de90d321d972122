package v1

// WidgetSpec is what a widget should be.
// +kubebuilder:validation:ExactlyOneOf=small;large
type WidgetSpec struct {
	// +kubebuilder:validation:Minimun=1
	// +kubebuilder:validation:Maximum=10
	Size int32 `json:"size"`

	// +kubebuilder:default:=blue
	// +kubebuilder:validation:Enum=blue;green
	// +kubebuilder:validation:MaxLenght=5
	Color string `json:"color,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self.size() > 0",mesage="must not be empty"
	// +kubebuilder:validation:MinItems=one
	// +kubebuilder:subresource:status
	Tags []string `json:"tags,omitempty"`

	// +kubebuilder:validation:nullable
	// +kubebuilder:frobnicate
	Small *int32 `json:"small,omitempty"`

	// +kubebuilder:validation:XValidation:message="no rule"
	Large *int32 `json:"large,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,shortName={wd,wdg}
// +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`
// +kubebuilder:printcolum:name="Color",type=string,JSONPath=`.spec.color`

// Widget is a widget.
// +kubebuilder:subresource:status
// +kubebuilder:resource:scop=Namespaced
// +kubebuilder:default=1
// +versionName=v2
type Widget struct {
	Spec WidgetSpec `json:"spec"`
}

// Gadget's last field ends right before the next type: its markers stay on the field.
type Gadget struct {
	// +kubebuilder:validation:MinLenght=1
	Name string `json:"name"`
}
type Gizmo struct{}

// +kubebuilder:validation:MaxItems=bad
func helper() {}
type Thing struct{}
