// Package v1: embedded resources the API server's structural check refuses: a string, and an
// object without properties that does not preserve unknown fields. controller-gen v0.21.0
// writes the CRD and exits 0; so do we, with a warning at the marker.
// +groupName=ships.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// +kubebuilder:object:root=true
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BargeSpec `json:"spec,omitempty"`
}

// Empty has no fields.
type Empty struct{}

// Cargo is an object of its own.
type Cargo struct {
	APIVersion string `json:"apiVersion,omitempty"`
	Kind       string `json:"kind,omitempty"`
	Weight     int32  `json:"weight,omitempty"`
}

type BargeSpec struct {
	// Note is a string.
	// +kubebuilder:validation:EmbeddedResource
	Note string `json:"note,omitempty"`
	// Hold is an object without properties.
	// +kubebuilder:validation:EmbeddedResource
	Hold Empty `json:"hold,omitempty"`
	// Raw keeps unknown fields: accepted.
	// +kubebuilder:validation:EmbeddedResource
	Raw runtime.RawExtension `json:"raw,omitempty"`
	// Load has properties: accepted.
	// +kubebuilder:validation:EmbeddedResource
	Load Cargo `json:"load,omitempty"`
}
