package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Shelf holds a list of every kind the API server refuses, and three it accepts.
// +kubebuilder:object:root=true
type Shelf struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ShelfSpec `json:"spec"`
}

type ShelfSpec struct {
	// a map list without a key
	// +listType=map
	NoKeys []Book `json:"noKeys,omitempty"`
	// a key the items lack
	// +listType=map
	// +listMapKey=isbn
	Missing []Book `json:"missing,omitempty"`
	// a key that is optional and has no default
	// +listType=map
	// +listMapKey=title
	Optional []Book `json:"optional,omitempty"`
	// a key that is a list, and one named twice
	// +listType=map
	// +listMapKey=tags
	// +listMapKey=name
	// +listMapKey=name
	Odd []Book `json:"odd,omitempty"`
	// a key that is nullable
	// +listType=map
	// +listMapKey=edition
	Nullable []Book `json:"nullable,omitempty"`
	// a map list of strings
	// +listType=map
	// +listMapKey=name
	Strings []string `json:"strings,omitempty"`
	// a set of objects that are not atomic
	// +listType=set
	Set []Book `json:"set,omitempty"`
	// a set of lists that are not atomic
	// +listType=set
	Lists []Names `json:"lists,omitempty"`
	// accepted: a required key and a defaulted one
	// +listType=map
	// +listMapKey=name
	// +listMapKey=edition2
	Good []Book `json:"good,omitempty"`
	// accepted: a set of atomic objects
	// +listType=set
	AtomicSet []Atomic `json:"atomicSet,omitempty"`
	// accepted: a map list of named items through a named list type
	Named Books `json:"named,omitempty"`
}

type Book struct {
	Name  string   `json:"name"`
	Title string   `json:"title,omitempty"`
	Tags  []string `json:"tags"`
	// +nullable
	Edition *int32 `json:"edition"`
	// +kubebuilder:default=1
	Edition2 int32 `json:"edition2,omitempty"`
}

// +listType=map
// +listMapKey=name
type Books []Book

// +listType=set
type Names []string

// +structType=atomic
type Atomic struct {
	Name string `json:"name"`
}
