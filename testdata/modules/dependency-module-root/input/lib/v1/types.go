package v1

// TypeMeta says what an object is.
type TypeMeta struct {
	// Kind of the object, a dependency's doc comment that the inlining keeps.
	// +optional
	Kind string `json:"kind,omitempty"`
}

// Lines of an order, merged by their id.
type Lines struct {
	// Items of the order.
	// +patchMergeKey=id
	// +patchStrategy=merge
	// +listType=map
	// +listMapKey=id
	Items []Line `json:"items" patchStrategy:"merge" patchMergeKey:"id"`
}

// Line is one item of an order.
type Line struct {
	// ID of the line.
	ID string `json:"id"`
}
