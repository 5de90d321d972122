// Package v1 uses metav1 from a module go.mod does not require.
// +groupName=missing.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetStatus is what a widget reports.
type WidgetStatus struct {
	// The latest observations.
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	// When it last changed.
	LastChange metav1.Time `json:"lastChange,omitempty"`
}

// +kubebuilder:object:root=true

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            WidgetStatus `json:"status,omitempty"`
}
