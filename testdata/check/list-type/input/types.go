// Package lists breaks the list-type rule in each way it detects.
package lists

type Spec struct {
	// Not one of atomic, set, map.
	// +listType=ordered
	// +optional
	Args []string `json:"args,omitempty"`

	// Wrong case.
	// +listType=Atomic
	// +optional
	Env []string `json:"env,omitempty"`

	// A map is not a list.
	// +listType=atomic
	// +optional
	Labels map[string]string `json:"labels,omitempty"`

	// Nor is a string, and the value is wrong too.
	// +listType=sets
	// +optional
	Name string `json:"name,omitempty"`

	// A byte slice is a base64 string in OpenAPI, not a list.
	// +listType=atomic
	// +optional
	Data []byte `json:"data,omitempty"`
}
