package v1

import "example.com/parity/apis/shared"

// Spec refers to a dependency's struct.
type Spec struct {
	// Policy is pulled into the document for self-containment.
	Policy shared.Policy `json:"policy"`
	// Rules too, as array items.
	// +listType=atomic
	Rules []shared.Rule `json:"rules,omitempty"`
}
