package v2

import metav1 "example.com/meta/v1"

// Gadget uses the same missing module.
// +k8s:openapi-gen=true
type Gadget struct {
	Metadata metav1.ObjectMeta `json:"metadata"`
}
