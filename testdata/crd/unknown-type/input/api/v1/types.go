// Package v1 has a type the API server does not know: controller-gen writes it.
// +groupName=types.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Boat struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BoatSpec `json:"spec"`
}

type BoatSpec struct {
	// +kubebuilder:validation:Type=bogus
	Hull []string `json:"hull"`
	// accepted: a type the server knows
	// +kubebuilder:validation:Type=string
	Keel []string `json:"keel"`
}
