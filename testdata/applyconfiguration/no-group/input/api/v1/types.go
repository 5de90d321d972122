// Package v1 opts in without saying its group.
// +kubebuilder:ac:generate=true
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Boat is a kind.
// +kubebuilder:resource:path=boats
type Boat struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
