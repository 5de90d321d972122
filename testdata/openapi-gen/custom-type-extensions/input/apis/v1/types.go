package v1

// Stamp describes itself, and still gets its extensions and its 2019 union.
// +structType=atomic
// +k8s:openapi-gen=x-kubernetes-stamp:yes
// +union
type Stamp struct {
	// +unionDiscriminator
	// +optional
	Kind string `json:"kind,omitempty"`
	// Text is a member.
	// +optional
	Text *string `json:"text,omitempty"`
	// Count is a member too, though it is not optional (openapi-gen only logs that).
	Count int32 `json:"count"`
}

func (Stamp) OpenAPISchemaType() []string { return []string{"string"} }

func (Stamp) OpenAPISchemaFormat() string { return "" }

// Holder refers to it.
type Holder struct {
	Stamp Stamp `json:"stamp"`
}
