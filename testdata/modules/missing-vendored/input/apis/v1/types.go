package v1

import metav1 "example.com/meta/v1"

// Tray needs a module that vendor/ lacks.
// +k8s:openapi-gen=true
type Tray struct {
	metav1.TypeMeta `json:",inline"`
}
