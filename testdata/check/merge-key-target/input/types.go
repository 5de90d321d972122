// Package patch breaks the merge-key-target rule in each way it detects.
package patch

type Meta struct {
	Name string `json:"name"`
}

type Port struct {
	Meta `json:",inline"`
	// Go name ContainerPort, JSON name port.
	ContainerPort int32  `json:"port"`
	Protocol      string `json:"protocol,omitempty"`
}

type Spec struct {
	// A merge key on a list of strings.
	// +patchMergeKey=name
	// +patchStrategy=merge
	// +optional
	Args []string `json:"args,omitempty" patchStrategy:"merge" patchMergeKey:"name"`

	// A merge key on a map.
	// +patchMergeKey=name
	// +patchStrategy=merge
	// +optional
	Labels map[string]string `json:"labels,omitempty" patchStrategy:"merge" patchMergeKey:"name"`

	// A merge key on a single struct.
	// +patchMergeKey=name
	// +patchStrategy=merge
	// +optional
	Primary *Port `json:"primary,omitempty" patchStrategy:"merge" patchMergeKey:"name"`

	// The Go name of the key, not its JSON name.
	// +patchMergeKey=ContainerPort
	// +patchStrategy=merge
	// +optional
	Ports []Port `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"ContainerPort"`

	// Recommended merge keys naming a field the item does not have; name comes from the inlined Meta.
	// +patchMergeKey=name
	// +patchStrategy=merge
	// +recommendedPatchMergeKey=name,port,hostIP
	// +optional
	HostPorts []Port `json:"hostPorts,omitempty" patchStrategy:"merge" patchMergeKey:"name" recommendedPatchMergeKey:"name,port,hostIP"`
}
