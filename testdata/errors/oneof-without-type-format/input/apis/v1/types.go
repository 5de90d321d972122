package v1

// Either has OpenAPIV3OneOfTypes without the OpenAPISchemaType/OpenAPISchemaFormat pair.
type Either struct {
	raw string
}

func (Either) OpenAPIV3OneOfTypes() []string { return []string{"string", "integer"} }

// HalfPair has the type method only: it is a plain struct.
type HalfPair struct {
	Name string `json:"name"`
}

func (HalfPair) OpenAPISchemaType() []string { return []string{"string"} }
