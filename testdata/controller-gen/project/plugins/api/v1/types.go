package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// PluginSpec is what a plugin should be.
type PluginSpec struct {
	// How many there are.
	// +kubebuilder:validation:Minimum=1
	Count int32 `json:"count"`
}

// +kubebuilder:object:root=true

// Plugin is a plugin of the plugins.example.com group.
type Plugin struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PluginSpec `json:"spec,omitempty"`
}
