// Package v1: the same selectable fields as v2, a different schema. The API server moves the
// selectable fields to the CRD's spec without a schema and refuses the CRD; controller-gen
// v0.21.0 writes it and exits 0; so do we, with a warning at v1's first selectable field.
// +groupName=ships.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=.spec.port
// +kubebuilder:selectablefield:JSONPath=.spec.flag
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BargeSpec `json:"spec,omitempty"`
}

type BargeSpec struct {
	Port string `json:"port,omitempty"`
	Flag string `json:"flag,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:selectablefield:JSONPath=.spec.port
type Dinghy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BargeSpec `json:"spec,omitempty"`
}
