package v1

import "k8s.io/kube-openapi/pkg/common"

// Handmade builds its schema in Go code, which cannot be evaluated without Go.
type Handmade struct {
	Name string `json:"name"`
}

func (Handmade) OpenAPIDefinition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}

// Computed returns its type from a function call.
type Computed struct {
	raw string
}

func (Computed) OpenAPISchemaType() []string { return kinds() }
func (Computed) OpenAPISchemaFormat() string {
	format := "byte"
	return format
}

func kinds() []string { return []string{"string"} }

// Renamed computes its model name.
type Renamed struct {
	Name string `json:"name"`
}

func (Renamed) OpenAPIModelName() string { return prefix() + ".Renamed" }

func prefix() string { return "com.example" }
