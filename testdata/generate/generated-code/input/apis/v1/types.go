package v1

// Gadget is a thing with a mode and a schema.
type Gadget struct {
	// Mode picks how the gadget runs.
	Mode Mode `json:"mode"`
	// OpenAPIV3Schema shares its name with the method prefix the scan looks for.
	OpenAPIV3Schema *Schema `json:"openAPIV3Schema,omitempty"`
	// Stamp is written by hand (see stamp.go).
	Stamp Stamp `json:"stamp"`
}

// Schema is a placeholder.
type Schema struct {
	// Title of the schema.
	Title string `json:"title,omitempty"`
}

// Mode of a gadget.
// +enum
type Mode string
