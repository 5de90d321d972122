// Package v2: ---, then a space, right after a NEL: a YAML document marker.
// +groupName=two.example.com
package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// x--- y
	F0 string `json:"f0"`
}
