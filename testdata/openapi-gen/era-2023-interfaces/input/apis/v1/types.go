package v1

// Object is what an event carries.
type Object interface {
	GetName() string
}

// Event refers to an interface: before kube-openapi 24f99be, by $ref.
type Event struct {
	// Object is the object.
	Object Object `json:"object"`
	// Previous points to one.
	Previous *Object `json:"previous,omitempty"`
	// Raw is an empty interface: an object in every era.
	Raw interface{} `json:"raw"`
	// Anything is any: before 24f99be, a $ref to "any".
	Anything any `json:"anything"`
	// Stamp has a schema of its own.
	Stamp Stamp `json:"stamp"`
	// Inner is unexported.
	Inner amount `json:"inner"`
}

// amount is unexported: before kube-openapi 88dc462 it has a definition too.
type amount struct {
	Value int64 `json:"value"`
}

// Stamp describes itself: before kube-openapi 85574cf it has no extensions.
// +structType=atomic
// +k8s:openapi-gen=x-kubernetes-stamp:yes
// +union
type Stamp struct {
	// +unionDiscriminator
	// +optional
	Kind string `json:"kind,omitempty"`
	// +optional
	Text *string `json:"text,omitempty"`
}

func (Stamp) OpenAPISchemaType() []string { return []string{"string"} }

func (Stamp) OpenAPISchemaFormat() string { return "" }
