// Package lists breaks the list-set-items rule in each way it detects.
package lists

// Toleration merges field by field (granular), so two of them cannot be compared as set items.
type Toleration struct {
	Key string `json:"key"`
}

// Reference is atomic, so it can be a set item.
// +structType=atomic
type Reference struct {
	Name string `json:"name"`
}

type Spec struct {
	// A set of granular structs.
	// +listType=set
	// +optional
	Tolerations []Toleration `json:"tolerations,omitempty"`

	// A set of pointers to granular structs.
	// +listType=set
	// +optional
	TolerationRefs []*Toleration `json:"tolerationRefs,omitempty"`

	// A set of maps: maps are granular.
	// +listType=set
	// +optional
	Selectors []map[string]string `json:"selectors,omitempty"`

	// A set of arbitrary values.
	// +listType=set
	// +optional
	Values []interface{} `json:"values,omitempty"`

	// Fine: scalars, atomic structs, and lists (atomic by default).
	// +listType=set
	// +optional
	Names []string `json:"names,omitempty"`
	// +listType=set
	// +optional
	References []Reference `json:"references,omitempty"`
	// +listType=set
	// +optional
	Paths [][]string `json:"paths,omitempty"`
}
