// Package v1: Widget's v1 is skipped, yet carries version markers (OM5440 at each; the CRD has
// v2 only, as controller-gen writes it when it does not fail).
// +groupName=skipmarkers.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas
// +kubebuilder:printcolumn:name=Age,type=date,JSONPath=.metadata.creationTimestamp
// +kubebuilder:selectablefield:JSONPath=.spec.name
// +kubebuilder:skipversion
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Name string `json:"name"`
}
