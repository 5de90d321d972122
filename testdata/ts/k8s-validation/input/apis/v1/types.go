package v1

// Widget is validated declaratively.
type Widget struct {
	// +k8s:required
	// +k8s:maxLength=63
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:maximum=10
	Replicas *int32 `json:"replicas,omitempty"`

	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:listType=map
	// +k8s:listMapKey=port
	// +listType=map
	// +listMapKey=port
	Ports []Port `json:"ports,omitempty"`

	// +k8s:forbidden
	Legacy *string `json:"legacy,omitempty"`

	// +k8s:alpha(since: "1.36")=+k8s:ifEnabled(NewLimits)=+k8s:maxBytes=16
	Note string `json:"note,omitempty"`

	Level Level `json:"level,omitempty"`
}

// Level is a small number.
// +k8s:minimum=0
// +k8s:maximum=3
type Level int32

// Port is one port.
// +k8s:validateTrue="type Port"
type Port struct {
	// +k8s:minimum=1
	Port int32 `json:"port"`
}
