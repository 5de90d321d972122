package v1

// Envelope holds interface values.
type Envelope struct {
	// Payload is an empty interface: type object, no default.
	Payload interface{} `json:"payload"`
	// Anything is spelled with any: go/types prints it "any", which has no type.
	Anything any `json:"anything"`
	// Values is a map of empty interfaces.
	Values map[string]interface{} `json:"values"`
	// List is a slice of interface{} (a slice of any is refused, as openapi-gen does).
	List []interface{} `json:"list"`
	// Shape is a named interface: no type at all.
	Shape Shape `json:"shape"`
	// Opaque is a named empty interface: no type either.
	Opaque Opaque `json:"opaque"`
	// Defaulted is an interface with an explicit default.
	// +default={"kind":"none"}
	Defaulted interface{} `json:"defaulted"`
}

// Shape is a named interface with methods.
type Shape interface {
	Area() float64
}

// Opaque is a named empty interface.
type Opaque interface{}
