package meta

// Common is loaded as a dependency only: it gets no definition, yet its comments, markers
// and enum constants are read, as openapi-gen reads them.
type Common struct {
	// Owner of the object.
	// +optional
	Owner string `json:"owner"`
	// Phase of the object.
	Phase Phase `json:"phase,omitempty"`
}

// Phase of an object.
// +enum
type Phase string

const PhaseReady Phase = "Ready"
