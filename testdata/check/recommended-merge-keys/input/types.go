// Package patch breaks the recommended-merge-keys rule in each way it detects.
package patch

type Port struct {
	Name     string `json:"name,omitempty"`
	Port     int32  `json:"port"`
	Protocol string `json:"protocol"`
}

type Spec struct {
	// The default merge key is not the first recommended key.
	// +optional
	Ports []Port `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port" recommendedPatchMergeKey:"protocol,port"`

	// No default merge key at all.
	// +patchStrategy=merge
	// +recommendedPatchMergeKey=port,protocol
	// +optional
	HostPorts []Port `json:"hostPorts,omitempty" patchStrategy:"merge"`

	// A key listed twice.
	// +optional
	NodePorts []Port `json:"nodePorts,omitempty" patchStrategy:"merge" patchMergeKey:"port" recommendedPatchMergeKey:"port,protocol,port"`

	// Marker and struct tag disagree.
	// +patchStrategy=merge
	// +patchMergeKey=port
	// +recommendedPatchMergeKey=port,name
	// +optional
	TargetPorts []Port `json:"targetPorts,omitempty" patchStrategy:"merge" patchMergeKey:"port" recommendedPatchMergeKey:"port,protocol"`
}
