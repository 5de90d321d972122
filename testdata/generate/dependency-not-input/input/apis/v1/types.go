package v1

import "example.com/deps/apis/meta"

// Object inlines a type of a package that is not an input.
type Object struct {
	meta.Common `json:",inline"`
	// Ref refers to it: the name comes from the dependency's model package, and no definition is emitted.
	Ref meta.Common `json:"ref"`
	// Phase is not an enum here: openapi-gen reads enums only from its inputs.
	Phase meta.Phase `json:"phase2"`
}
