package v1

import metav1 "example.com/meta/v1"

// Order refers to a vendored type that is an input too: one package, one definition.
type Order struct {
	Meta metav1.ObjectMeta `json:"meta"`
}
