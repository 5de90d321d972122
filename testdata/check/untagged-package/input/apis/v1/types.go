// Package v1 has no +k8s:openapi-gen tag: check reads it all the same.
package v1

import "example.com/untagged/apis/other"

type Spec struct {
	// +k8s:validation:maxLength=abc
	Name string `json:"name"`
	// +optional
	// +default={bad json
	Mode string `json:"mode,omitempty"`
	// A channel has no OpenAPI form, but that matters only for types that get a
	// definition (generate, or check --all-types).
	Events chan int `json:"events"`
	// A type check cannot resolve is reported only for types that get a definition too.
	Other other.Missing `json:"other"`
}
