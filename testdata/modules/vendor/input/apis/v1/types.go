package v1

import metav1 "example.com/meta/v1"

// Widget is sold in the shop.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// Metadata of the widget.
	// +optional
	Metadata metav1.ObjectMeta `json:"metadata,omitempty"`
	// Phase of the widget.
	// +optional
	Phase metav1.Phase `json:"phase,omitempty"`
}
