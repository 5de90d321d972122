package v1

// +kubebuilder:object:root=true

// Widget carries kubebuilder markers, which openapi-gen does not read.
// +kubebuilder:validation:XValidation:rule="self.size <= 10"
type Widget struct {
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	Size int32 `json:"size"`
	// +kubebuilder:validation:Minimum=0
	// +optional
	Spare int32 `json:"spare,omitempty"`
}
