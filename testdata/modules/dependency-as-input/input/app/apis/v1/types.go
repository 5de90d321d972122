package v1

import lib "example.com/lib/v1"

// Order has no +k8s:openapi-gen tag: --all-types selects it, as its module is the main one.
type Order struct {
	// Shared is a type of the library module.
	Shared lib.Shared `json:"shared"`
}
