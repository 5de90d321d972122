// Package maps breaks the map-struct-type rule in each way it detects.
package maps

// Selector's type-level marker has a value other than granular or atomic.
// +structType=whole
type Selector struct {
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
}

type Spec struct {
	// Not granular or atomic.
	// +mapType=flat
	// +optional
	Labels map[string]string `json:"labels,omitempty"`

	// +mapType on a struct: structs take +structType.
	// +mapType=atomic
	// +optional
	Selector *Selector `json:"selector,omitempty"`

	// +structType on a map: maps take +mapType.
	// +structType=atomic
	// +optional
	Annotations map[string]string `json:"annotations,omitempty"`

	// Neither a map nor a struct, and the value is wrong too.
	// +mapType=Atomic
	// +optional
	Names []string `json:"names,omitempty"`
}
