// Package v1: Gadget is skipped in every version it has (v1 only): controller-gen writes the
// zero CRD in its place, as _.yaml (OM5482: the API server refuses it). Widget is skipped in
// v1 only and keeps v2. What the API server would refuse in a skipped version is not said: no
// CRD holds it.
// +groupName=skip.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Size int32 `json:"size"`
	// +kubebuilder:validation:Schemaless
	Free Free `json:"free,omitempty"`
	// +kubebuilder:validation:UniqueItems=true
	Tags []string `json:"tags,omitempty"`
	// +listType=map
	Parts []Part `json:"parts,omitempty"`
}

type Free struct {
	A string `json:"a,omitempty"`
}

type Part struct {
	// +kubebuilder:default=3
	Name string `json:"name"`
}

// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Name string `json:"name"`
}
