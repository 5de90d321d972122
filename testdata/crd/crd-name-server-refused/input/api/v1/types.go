// Package v1: names the API server refuses but that are no paths. controller-gen v0.21.0
// writes each CRD as given and exits 0; so do we, with a warning at each marker.
// +groupName=Ships.Example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:resource:path=Bad_Plural
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:resource:path=..
type Dinghy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
