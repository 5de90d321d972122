package v1

func (s *Stamp) /* decoded by hand */ UnmarshalJSON(data []byte) error { return nil }

func (Schema) OpenAPISchemaType() []string { return []string{"object"} }

func (Schema) OpenAPISchemaFormat() string { return "" }
