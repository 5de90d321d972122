// Package v2's kind embeds TypeMeta and ObjectMeta but has no +kubebuilder:object:root:
// controller-gen's crd generator builds its CRD and parses its markers all the same.
// +groupName=gadgets.example.com
package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// GadgetSpec is what a gadget should be.
type GadgetSpec struct {
	// +listType=atomic
	Label string `json:"label"`

	// +kubebuilder:validation:Enum=a;;b
	Mode string `json:"mode,omitempty"`
}

// Gadget is a kind without the root marker.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GadgetSpec `json:"spec"`
}
