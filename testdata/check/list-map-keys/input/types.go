// Package lists breaks the list-map-keys rule in each way it detects.
package lists

type Port struct {
	// Required: no omitempty.
	Port int32 `json:"port"`
	// Optional, but defaulted: always present after defaulting.
	// +optional
	// +default="TCP"
	Protocol string `json:"protocol,omitempty"`
	// Optional and not defaulted.
	// +optional
	HostIP string `json:"hostIP,omitempty"`
	// +required wins over omitempty.
	// +required
	Name string `json:"name,omitempty"`
}

type Spec struct {
	// +listMapKey without +listType=map.
	// +listType=atomic
	// +listMapKey=port
	// +optional
	Atomic []Port `json:"atomic,omitempty"`

	// No +listType at all.
	// +listMapKey=port
	// +optional
	Untyped []Port `json:"untyped,omitempty"`

	// A list map of strings.
	// +listType=map
	// +optional
	Names []string `json:"names,omitempty"`

	// Keys that are not JSON fields of the item: a Go name, and a field that does not exist.
	// +listType=map
	// +listMapKey=Port
	// +listMapKey=ip
	// +optional
	Ports []Port `json:"ports,omitempty"`

	// An optional key without a default.
	// +listType=map
	// +listMapKey=port
	// +listMapKey=protocol
	// +listMapKey=name
	// +listMapKey=hostIP
	// +optional
	HostPorts []Port `json:"hostPorts,omitempty"`
}
