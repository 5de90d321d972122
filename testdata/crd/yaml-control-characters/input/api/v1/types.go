// Package v1: DEL, which go-yaml refuses ("control characters are not allowed").
// +groupName=one.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// a DEL  here
	F0 string `json:"f0"`
}
