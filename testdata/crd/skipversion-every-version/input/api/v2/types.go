// Package v2: Widget's one served version; Sprocket is skipped here, its only version too.
// +groupName=skip.example.com
package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Name string `json:"name"`
}

// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
