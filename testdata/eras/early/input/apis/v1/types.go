package v1

// Widget has a member for every change.
type Widget struct {
	// Inner is embedded with omitempty: inlined since kube-openapi 4d3c1d1, dropped before.
	Inner `json:",omitempty"`

	// Amount has custom unmarshalling: a {} default until kube-openapi e6a70c8.
	Amount Amount `json:"amount"`

	// Levels and ByName are enums as items and map values: no enum until kube-openapi 2c35350.
	Levels []Level           `json:"levels,omitempty"`
	ByName map[string]Level `json:"byName,omitempty"`

	// Level lists Low once since kube-openapi 649db69, twice before.
	Level Level `json:"level"`

	// Priority takes its type's +default since kube-openapi 6c774f4, none before.
	Priority Priority `json:"priority,omitempty"`

	// Source's type is described by its alias's comment until the gengo/v2 switch.
	Source Source `json:"source"`

	// Count is required since kube-openapi c8b7954; before, its name made it optional.
	Count int32 `json:"omitemptyCount"`

	// MaybeLevel points to a Level: an enum since kube-openapi a28e98e, a plain string before.
	// +optional
	MaybeLevel *Level `json:"maybeLevel,omitempty"`

	// Memo's comment begins with markers and a blank line.
	Memo Memo `json:"memo"`

	// Port is a number or a name: a oneOf in OpenAPI 3 since kube-openapi 697543f.
	Port PortValue `json:"port"`

	// Code is at most 10 characters since kube-openapi eec4567.
	// +k8s:validation:maxLength=10
	Code string `json:"code"`
}

// Holder has the other members whose inlining changed in kube-openapi 4d3c1d1.
type Holder struct {
	// Extra is embedded with an empty json tag: inlined since 4d3c1d1; before, a property
	// named after the Go field.
	Extra `json:""`

	// Spread is no embedded member, but its tag says inline: inlined until 4d3c1d1, dropped since.
	Spread Extra `json:",inline"`
}

// Extra has one member.
type Extra struct {
	// Tag is Extra's member.
	Tag string `json:"tag,omitempty"`
}

// PortValue is a number or a name.
type PortValue struct {
	number int32
	name   string
}

// OpenAPISchemaType is the OpenAPI 2 type.
func (PortValue) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is the format of both.
func (PortValue) OpenAPISchemaFormat() string { return "int-or-string" }

// OpenAPIV3OneOfTypes are the OpenAPI 3 types.
func (PortValue) OpenAPIV3OneOfTypes() []string { return []string{"integer", "string"} }

// +genclient
//
// Memo's description began with newlines until kube-openapi #286.
type Memo struct {
	//	Text is an indented line: its tab stayed until kube-openapi #471.
	Text string `json:"text"`
}

// Inner is embedded in Widget.
type Inner struct {
	// Note is one of Inner's members.
	Note string `json:"note,omitempty"`
}

// Amount unmarshals itself, as resource.Quantity does.
type Amount struct {
	value string
}

// UnmarshalJSON reads an amount.
func (a *Amount) UnmarshalJSON(data []byte) error {
	a.value = string(data)
	return nil
}

// OpenAPISchemaType makes Amount a string in the schema.
func (Amount) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is empty.
func (Amount) OpenAPISchemaFormat() string { return "" }

// Level is how high.
// +enum
type Level string

const (
	// LevelLow is low.
	LevelLow Level = "Low"
	// LevelHigh is high.
	LevelHigh Level = "High"
	// LevelDefault is the level when none is given, the same value as LevelLow.
	LevelDefault Level = "Low"
)

// Priority orders work.
// +default="Normal"
type Priority string

// Source is where a widget comes from.
type Source struct {
	URL string `json:"url"`
}

// Origin is another name for Source. gengo/v1 set the comment of each name in sorted order
// on the type it denotes: Source's own comment came after this one.
type Origin = Source

// Upstream is another name for Source, and the last one gengo/v1 walked: until the
// gengo/v2 switch, Source's definition had this description.
type Upstream = Source
