package v1

import (
	"time"

	legacy "example.com/widgets/apis/legacy/v1"
	"k8s.io/kube-openapi/pkg/common"
)

// Shape is the outline of a widget.
// +enum
type Shape string

const (
	// ShapeRound is round: "like a ball".
	ShapeRound Shape = "Round"
	// ShapeSquare has corners.
	ShapeSquare Shape = "Square"
	// DefaultColor is what a widget is painted.
	DefaultColor = "blue"
)

// Widget is a "thing" with\ttabs, a back\slash and ünïcode — plus a line
// that continues.
//
//	indented example line
//
// TODO: this line is dropped.
// +k8s:openapi-gen=x-kubernetes-widget-kind:gadget
type Widget struct {
	// Name of the widget.
	Name string `json:"name"`
	// Size in millimetres.
	// +optional
	// +k8s:validation:minimum=1
	// +k8s:validation:maximum=1e6
	// +k8s:validation:exclusiveMinimum
	Size int32 `json:"size,omitempty"`
	// Ratio is a fraction.
	// +default=0.5
	// +optional
	Ratio *float64 `json:"ratio,omitempty"`
	// Shape of it.
	// +optional
	Shape Shape `json:"shape,omitempty"`
	// Color defaults to a constant.
	// +default=ref(DefaultColor)
	// +optional
	Color *string `json:"color,omitempty"`
	// Parts keyed by name.
	// +listType=map
	// +listMapKey=name
	// +listMapKey=kind
	// +patchMergeKey=name
	// +patchStrategy=merge
	// +optional
	Parts []Part `json:"parts,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	// Labels are free-form.
	// +mapType=atomic
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
	// Grid is a matrix.
	// +optional
	Grid [][]int64 `json:"grid,omitempty"`
	// Shapes by slot.
	// +optional
	Shapes map[string][]Shape `json:"shapes,omitempty"`
	// Created is when.
	Created time.Time `json:"created"`
	// Count as a string.
	Count int64 `json:"count,string"`
	// Anything goes.
	// +optional
	Anything interface{} `json:"anything,omitempty"`
	// Code must match.
	// +optional
	// +k8s:validation:pattern="^[a-z]+<x>&$"
	// +k8s:validation:maxLength=63
	// +k8s:validation:minLength=1
	Code string `json:"code,omitempty"`
	// Tags are unique.
	// +optional
	// +listType=set
	// +k8s:validation:minItems=1
	// +k8s:validation:maxItems=8
	// +k8s:validation:uniqueItems=true
	Tags []string `json:"tags,omitempty"`
	// Old is a legacy reference.
	// +optional
	Old *legacy.Thing `json:"old,omitempty"`
	// Spec is required.
	Spec WidgetSpec `json:"spec"`
	// Options nested.
	// +optional
	Options map[string]legacy.Thing `json:"options,omitempty"`
	Hidden string `json:"-"`
	inner  int
}

// WidgetSpec has CEL rules.
// +k8s:validation:cel[0]:rule="self.min <= self.max"
// +k8s:validation:cel[0]:message="min must not exceed max"
// +structType=atomic
type WidgetSpec struct {
	Min int32 `json:"min"`
	Max int32 `json:"max"`
	// Defaults of every kind.
	// +default={"a": [1, 2.5, "x", true, null], "b": {"c": 1000000}}
	// +optional
	Extra map[string]interface{} `json:"extra,omitempty"`
	// Flags default to a list.
	// +default=["a","b"]
	// +optional
	Flags []string `json:"flags,omitempty"`
	Enabled bool `json:"enabled"`
	Weight float32 `json:"weight"`
}

// Part is one piece.
type Part struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	// +optional
	PartsMeta `json:",inline"`
}

// PartsMeta is inlined.
type PartsMeta struct {
	// Note about the part.
	Note string `json:"note,omitempty"`
}

// Choice is a union.
// +union
type Choice struct {
	// +unionDiscriminator
	Type string `json:"type"`
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *int32 `json:"b,omitempty"`
}

// Duration is a custom type.
type Duration struct {
	D int64 `json:"-"`
}

// OpenAPISchemaType is used by openapi-gen.
func (Duration) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is used by openapi-gen.
func (Duration) OpenAPISchemaFormat() string { return "duration" }

// IntOrText is custom with a v3 form.
// +k8s:openapi-gen=true
type IntOrText struct {
	I int `json:"-"`
}

// OpenAPISchemaType is used by openapi-gen.
func (IntOrText) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is used by openapi-gen.
func (IntOrText) OpenAPISchemaFormat() string { return "int-or-string" }

// OpenAPIV3OneOfTypes is used by openapi-gen.
func (IntOrText) OpenAPIV3OneOfTypes() []string { return []string{"integer", "string"} }

// ThisIsAVeryLongTypeNameThatBreaksTheAlignmentOfTheDefinitionsMapInGofmt has a long name.
type ThisIsAVeryLongTypeNameThatBreaksTheAlignmentOfTheDefinitionsMapInGofmt struct {
	X string `json:"x"`
}

// Z is short.
type Z struct {
	Y string `json:"y"`
}

// hidden is unexported but still gets a function.
type hidden struct {
	Value int64 `json:"value"`
}

// Empty has no fields.
type Empty struct{}

// Off is excluded.
// +k8s:openapi-gen=false
type Off struct {
	X string `json:"x"`
}

// Handmade describes itself in Go.
type Handmade struct {
	X string `json:"x"`
}

// OpenAPIDefinition is hand-written.
func (Handmade) OpenAPIDefinition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}

// Both has a v2 and a v3 definition.
type Both struct {
	X string `json:"x"`
}

// OpenAPIDefinition is hand-written.
func (Both) OpenAPIDefinition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}

// OpenAPIV3Definition is hand-written.
func (Both) OpenAPIV3Definition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}

// Mixed has a type, a format and a v3 definition.
type Mixed struct {
	X string `json:"x"`
}

// OpenAPISchemaType is computed.
func (Mixed) OpenAPISchemaType() []string { return mixedTypes }

// OpenAPISchemaFormat is used by openapi-gen.
func (Mixed) OpenAPISchemaFormat() string { return "" }

// OpenAPIV3Definition is hand-written.
func (Mixed) OpenAPIV3Definition() common.OpenAPIDefinition {
	return common.OpenAPIDefinition{}
}

var mixedTypes = []string{"string"}
