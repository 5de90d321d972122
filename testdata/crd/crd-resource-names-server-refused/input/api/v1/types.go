// Package v1: a singular, short names and categories the API server refuses (they must be
// RFC 1035 labels). controller-gen v0.21.0 writes the CRD as given and exits 0; so do we,
// with a warning at the marker for each name.
// +groupName=ships.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:resource:singular=Barge_One,shortName={bg,"Has Space"},categories={all,9lives}
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:resource:singular=dinghy,shortName=dg,categories=boats
type Dinghy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
