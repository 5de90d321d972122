package v1

// Widget has a field of an unexported type described by hand-written methods.
type Widget struct {
	// Level of the widget.
	Level level `json:"level"`
	// Name of the widget.
	Name string `json:"name"`
}

// level is a string on the wire.
type level struct {
	value string
}

// OpenAPISchemaType is called by openapi-gen's output as v1.level{}.OpenAPISchemaType().
func (level) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is called alongside it.
func (level) OpenAPISchemaFormat() string { return "" }
