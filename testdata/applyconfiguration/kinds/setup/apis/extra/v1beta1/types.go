package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Flag is a kind whose output goes elsewhere.
// +kubebuilder:resource:scope=Cluster
type Flag struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Colors []string `json:"colors,omitempty"`
}
