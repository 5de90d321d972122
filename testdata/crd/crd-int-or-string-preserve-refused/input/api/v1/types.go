// Package v1: int-or-string beside preserve-unknown-fields or embedded-resource, which the API
// server's structural check refuses. controller-gen v0.21.0 writes the CRD and exits 0; so do
// we, with a warning at the marker.
// +groupName=ships.example.com
package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// +kubebuilder:object:root=true
type Barge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BargeSpec `json:"spec,omitempty"`
}

type BargeSpec struct {
	// Cargo is a raw extension read as int-or-string.
	// +kubebuilder:validation:XIntOrString
	Cargo runtime.RawExtension `json:"cargo,omitempty"`
	// Load keeps unknown fields.
	// +kubebuilder:pruning:PreserveUnknownFields
	Load intstr.IntOrString `json:"load,omitempty"`
	// Crew is an embedded resource.
	// +kubebuilder:validation:EmbeddedResource
	Crew intstr.IntOrString `json:"crew,omitempty"`
	// Port is an int-or-string, alone.
	// +kubebuilder:validation:XIntOrString
	Port string `json:"port,omitempty"`
}
