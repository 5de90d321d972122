// Package v1: kinds whose names the API server refuses in a CRD: an underscore, and a name so
// long (60 characters) that its list kind is more than 63. controller-gen v0.21.0 writes the CRDs
// and exits 0; so do we, with a warning at each type.
// +groupName=ships.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Boat_House struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:resource:path=longs,singular=long
type AKindNameOfSixtyCharactersWhoseListKindIsOverTheLimitOfLabel struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:object:root=true
type BoatHouse struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
