package meta

// Common is loaded as a dependency only: its comments, markers and enum constants are not read.
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
