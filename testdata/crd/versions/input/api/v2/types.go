package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// GadgetSpec is what a gadget should be.
type GadgetSpec struct {
	// a name. Required: the package has no default.
	Name string `json:"name"`
}

// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:resource:scope=Cluster

// Gadget is a gadget.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GadgetSpec `json:"spec,omitempty"`
}
