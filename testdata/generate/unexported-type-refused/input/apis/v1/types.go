package v1

// Widget is served.
type Widget struct {
	// Name of the widget.
	Name string `json:"name"`
}

// widgetState has no definition, but openapi-gen writes (and checks) its schema.
type widgetState struct {
	// Ports are merged by name; the comment tags are missing.
	// +listType=atomic
	Ports []Port `json:"ports" patchStrategy:"merge" patchMergeKey:"name"`
}

// Port is a named port.
type Port struct {
	// Name of the port.
	Name string `json:"name"`
}
