package v1

import "k8s.io/kube-openapi/pkg/common"

// Gadget refers to two unexported types that describe themselves by hand.
type Gadget struct {
	// Mode of the gadget.
	Mode mode `json:"mode"`
	// Shape of the gadget.
	Shape shape `json:"shape,omitempty"`
}

// mode has a whole hand-written definition.
type mode struct {
	value string
}

// OpenAPIDefinition replaces the schema openapi-gen would write for mode.
func (mode) OpenAPIDefinition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}

// shape has only a hand-written OpenAPI v3 definition.
type shape struct {
	sides int
}

// OpenAPIV3Definition replaces shape's v3 schema.
func (shape) OpenAPIV3Definition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}
