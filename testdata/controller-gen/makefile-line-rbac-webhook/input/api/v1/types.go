// Package v1 holds the Widget API.
// +groupName=widgets.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetSpec is what a widget should be.
type WidgetSpec struct {
	// Size of the widget.
	Size int32 `json:"size,omitempty"`
}

// +kubebuilder:object:root=true

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec,omitempty"`
}
