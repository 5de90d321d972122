package v1

import "example.com/absent/other"

// TypeMeta says what an object is.
type TypeMeta struct {
	// Kind is the REST resource this object represents.
	// +optional
	Kind string `json:"kind,omitempty"`
	// APIVersion is the versioned schema of this representation of an object.
	// +optional
	APIVersion string `json:"apiVersion,omitempty"`
}

// ObjectMeta is what every stored object carries.
type ObjectMeta struct {
	// Name is unique within a namespace.
	// +optional
	Name string `json:"name,omitempty"`
	// Owners of the object.
	// +optional
	// +patchMergeKey=uid
	// +patchStrategy=merge
	// +listType=map
	// +listMapKey=uid
	Owners []Owner `json:"owners,omitempty" patchStrategy:"merge" patchMergeKey:"uid"`
}

// Owner names an object that owns another.
type Owner struct {
	// UID of the owner.
	UID string `json:"uid"`
}

// Unused refers to a module that is nowhere to be found: nothing reaches it, so it is never loaded.
type Unused struct {
	Other other.Thing `json:"other"`
}
