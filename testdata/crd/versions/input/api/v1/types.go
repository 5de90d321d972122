package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// GadgetSpec is what a gadget should be, in the first version.
type GadgetSpec struct {
	// a name, optional by the package's default.
	Name string `json:"name"`
	// +kubebuilder:validation:Required
	Kind string `json:"kind"`
}

// +kubebuilder:object:root=true
// +kubebuilder:deprecatedversion:warning="gadgets v1 is deprecated"
// +kubebuilder:unservedversion

// Gadget is a gadget of the first version, with a long description that is cut.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GadgetSpec `json:"spec,omitempty"`
}
