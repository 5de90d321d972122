package v1

// Anything is a named empty interface.
type Anything interface{}

// AnyAlias is any under another name.
type AnyAlias = any

// Holder holds values of every dynamic type.
type Holder struct {
	// Value is any: no type at all.
	Value any `json:"value"`
	// Old is interface{} as written: an object.
	Old interface{} `json:"old"`
	// Pointer is a pointer to any.
	Pointer *any `json:"pointer,omitempty"`
	// Aliased is any through an alias.
	Aliased AnyAlias `json:"aliased"`
	// Named is a named interface.
	Named Anything `json:"named"`
	// Olds are interface{} items: objects.
	// +listType=atomic
	Olds []interface{} `json:"olds"`
	// OldMap maps to interface{} values.
	OldMap map[string]interface{} `json:"oldMap"`
}
