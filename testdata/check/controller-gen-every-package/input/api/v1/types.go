// Package v1 has a kubebuilder kind: controller-gen is run on this module.
// +groupName=widgets.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetSpec is what a widget should be.
type WidgetSpec struct {
	// +kubebuilder:validation:MaxLength=8
	Name string `json:"name"`
}

// Widget is a widget.
// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpec `json:"spec"`
}
