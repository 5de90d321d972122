// +k8s:openapi-gen=true
package v2

import metav1 "example.com/meta/v1"

// Gadget uses the same missing module.
type Gadget struct {
	Metadata metav1.ObjectMeta `json:"metadata"`
}
