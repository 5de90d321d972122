package v1

import metav1 "example.com/not/given/meta/v1"

// Status uses a type from a module that is not on the command line: the import is the
// one problem to report, not the list-map or merge-key rules that cannot see the type.
type Status struct {
	// +listType=map
	// +listMapKey=type
	// +patchStrategy=merge
	// +patchMergeKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`

	// +mapType=atomic
	// +optional
	Labels metav1.Labels `json:"labels,omitempty"`
}
