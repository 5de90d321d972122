// Package v1: a plural that is a path. controller-gen v0.21.0 writes its CRD as
// <dir>/x.example.com_../../../../escaped.yaml, two directories above output:crd:dir.
// +groupName=x.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:resource:path=../../../../escaped
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:resource:path=gadgets,scope=Cluster
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
