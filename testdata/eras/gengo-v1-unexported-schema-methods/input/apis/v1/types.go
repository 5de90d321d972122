package v1

// Gadget holds a list of an unexported type that describes itself by methods.
type Gadget struct {
	// Phases the gadget goes through.
	// +listType=atomic
	Phases []phase `json:"phases"`
}

// phase is a date on the wire; gengo/v1's goimports drops this package's import from the output.
type phase struct{ day int }

func (phase) OpenAPISchemaFormat() string { return "date" }

func (phase) OpenAPISchemaType() []string { return []string{"string"} }
