// Package v1: Gadget is skipped in every version it has (v1 only): controller-gen writes the
// zero CRD in its place, as _.yaml. Widget is skipped in v1 only and keeps v2.
// +groupName=skip.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Size int32 `json:"size"`
}

// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Name string `json:"name"`
}
