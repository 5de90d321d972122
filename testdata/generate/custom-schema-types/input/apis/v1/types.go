package v1

// Amount is written as a string or a number.
// +k8s:openapi-gen=x-kubernetes-amount:true
// +k8s:validation:maxLength=64
type Amount struct {
	value string
}

func (Amount) OpenAPISchemaType() []string    { return []string{"string"} }
func (Amount) OpenAPISchemaFormat() string     { return "amount" }
func (Amount) OpenAPIV3OneOfTypes() []string  { return []string{"string", "number"} }

// Stamp is a point in time with its own JSON decoding.
type Stamp struct {
	seconds int64
}

func (Stamp) OpenAPISchemaType() []string { return []string{"string"} }
func (Stamp) OpenAPISchemaFormat() string  { return "date-time" }
func (s *Stamp) UnmarshalJSON(data []byte) error {
	return nil
}

// Opaque has no type: its type method returns nil.
type Opaque struct {
	raw []byte
}

func (Opaque) OpenAPISchemaType() []string { return nil }
func (Opaque) OpenAPISchemaFormat() string  { return "" }

// Either is a number or a string.
type Either struct {
	raw string
}

func (Either) OpenAPISchemaType() []string { return []string{"number", "string"} }
func (Either) OpenAPISchemaFormat() string  { return "" }

// Sealed has no JSON members: an empty object.
type Sealed struct {
	Raw    []byte      `json:"-"`
	Object interface{} `json:"-"`
}

// Wrapped embeds a single member: the enforced default follows it.
type Wrapped struct {
	Stamp `json:",inline"`
}

// Level is a string with its own JSON decoding; that does not stop the enforced default.
type Level string

func (l *Level) UnmarshalJSON(data []byte) error {
	return nil
}

// Holder uses the custom types.
type Holder struct {
	// Amount has no UnmarshalJSON: the enforced default is an empty object.
	Amount Amount `json:"amount"`
	// Stamp decodes itself: no default.
	Stamp Stamp `json:"stamp"`
	// Opaque has no UnmarshalJSON.
	Opaque Opaque `json:"opaque"`
	// Either is optional.
	// +optional
	Either *Either `json:"either,omitempty"`
	// Sealed is an empty object.
	Sealed Sealed `json:"sealed"`
	// Wrapped has a single embedded Stamp: no default.
	Wrapped Wrapped `json:"wrapped"`
	// Level is a string.
	Level Level `json:"level"`
}
