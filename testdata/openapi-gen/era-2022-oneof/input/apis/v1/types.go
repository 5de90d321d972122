package v1

// Amount is an integer or a string, and says so for OpenAPI 3: openapi-gen before
// kube-openapi 697543f (#289) does not call OpenAPIV3OneOfTypes.
type Amount struct {
	raw string
}

func (Amount) OpenAPISchemaType() []string { return []string{"string"} }

func (Amount) OpenAPISchemaFormat() string { return "int-or-string" }

func (Amount) OpenAPIV3OneOfTypes() []string { return []string{"integer", "string"} }

// Order has an amount.
type Order struct {
	Amount Amount `json:"amount"`
}

// Mode is an enum: before kube-openapi a1cb06c its Enum line closes the SchemaProps.
// +enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
)

// Job has a mode.
type Job struct {
	// Mode is how.
	Mode Mode `json:"mode"`
}

// Pending is an enum without values yet: before a1cb06c the description still gets the header.
// +enum
type Pending string

// Queue waits.
type Queue struct {
	// State is pending.
	State Pending `json:"state"`
}
