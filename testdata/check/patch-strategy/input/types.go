// Package patch breaks the patch-strategy rule in each way it detects.
package patch

type Port struct {
	Name string `json:"name"`
	Port int32  `json:"port"`
}

type Spec struct {
	// A strategy strategic merge patch does not know, in the comment tag.
	// +patchStrategy=replace,retainKeys
	// +optional
	Volumes []string `json:"volumes,omitempty" patchStrategy:"replace,retainKeys"`

	// A strategy with the wrong case, in the struct tag only.
	// +optional
	Args []string `json:"args,omitempty" patchStrategy:"Merge"`

	// A merge key without a strategy.
	// +patchMergeKey=name
	// +optional
	Ports []Port `json:"ports,omitempty" patchMergeKey:"name"`

	// A merge key with a strategy that does not merge.
	// +patchMergeKey=name
	// +patchStrategy=replace
	// +optional
	Backends []Port `json:"backends,omitempty" patchStrategy:"replace" patchMergeKey:"name"`

	// Recommended merge keys without merge.
	// +optional
	Listeners []Port `json:"listeners,omitempty" patchStrategy:"retainKeys" patchMergeKey:"name" recommendedPatchMergeKey:"name,port"`
}
