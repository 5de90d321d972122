// Package warnings has warnings only: check exits 0, but 1 with --warnings-as-errors.
package warnings

type Port struct {
	Port int32 `json:"port"`
	// +optional
	Protocol string `json:"protocol,omitempty"`
}

type Spec struct {
	// +listType=map
	// +listMapKey=port
	// +listMapKey=protocol
	// +optional
	Ports []Port `json:"ports,omitempty"`

	// +listType=atomic
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
}
