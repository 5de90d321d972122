// Package v2: Barge has a field more than in v1; Dinghy lists its selectable fields in
// another order than v1, which the API server accepts.
// +groupName=ships.example.com
package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:selectablefield:JSONPath=.spec.port
// +kubebuilder:selectablefield:JSONPath=.spec.flag
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BargeSpec `json:"spec,omitempty"`
}

type BargeSpec struct {
	Port  string `json:"port,omitempty"`
	Flag  string `json:"flag,omitempty"`
	Extra string `json:"extra,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=.spec.flag
// +kubebuilder:selectablefield:JSONPath=.spec.port
type Dinghy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BargeSpec `json:"spec,omitempty"`
}
