package v1

type Port struct {
	Port int32 `json:"port"`
	// +optional
	Protocol string `json:"protocol,omitempty"`
}

// Spec would generate, but its list map has a key that is no field of Port.
type Spec struct {
	// +listType=map
	// +listMapKey=port
	// +listMapKey=proto
	// +optional
	Ports []Port `json:"ports,omitempty"`

	// +optinal
	Hosts []string `json:"hosts,omitempty"`
}
