package v1

import "example.com/embedding/apis/common"

// Record shows how embedded members are inlined or not.
type Record struct {
	// The doc comment of an inlined member is discarded.
	Inline `json:",inline"`
	// An empty json tag inlines too.
	EmptyTag `json:""`
	// So does a tag with options only.
	OptionsOnly `json:",omitempty"`
	// A pointer is followed.
	*PointerInline `json:",inline"`
	// Inlining works across packages.
	common.Stamp `json:",inline"`
	// An embedded member without a json tag is a property named after its type.
	NoTag
	// An embedded pointer without a json tag, too.
	*PointerNoTag
	// An embedded member with a name is a normal property.
	Named `json:"named"`
	// A non-embedded member whose json name is empty is dropped.
	Dropped string `json:",omitempty"`
	// A member tagged "-" is dropped.
	Skipped string `json:"-"`
	// A non-embedded member with an empty json tag keeps its Go name.
	GoName string `json:""`
	// Excluded members are dropped, inlined ones too.
	// +k8s:openapi-gen=false
	Excluded `json:",inline"`
}

// Inline is inlined.
type Inline struct {
	InlineField string `json:"inlineField"`
}

// EmptyTag is inlined.
type EmptyTag struct {
	EmptyTagField string `json:"emptyTagField"`
}

// OptionsOnly is inlined.
type OptionsOnly struct {
	OptionsOnlyField string `json:"optionsOnlyField"`
}

// PointerInline is inlined through a pointer.
type PointerInline struct {
	PointerInlineField string `json:"pointerInlineField"`
}

// NoTag is a property.
type NoTag struct {
	NoTagField string `json:"noTagField"`
}

// PointerNoTag is a property.
type PointerNoTag struct {
	PointerNoTagField string `json:"pointerNoTagField"`
}

// Named is a property.
type Named struct {
	NamedField string `json:"namedField"`
}

// Excluded is not inlined.
type Excluded struct {
	ExcludedField string `json:"excludedField"`
}
