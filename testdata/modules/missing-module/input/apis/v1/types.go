package v1

import (
	metav1 "example.com/meta/v1"
	"example.com/units/quantity"
)

// Box uses two modules that are not there: each is reported once.
// +k8s:openapi-gen=true
type Box struct {
	Metadata metav1.ObjectMeta `json:"metadata"`
	// Weight of the box.
	Weight quantity.Weight `json:"weight"`
}
