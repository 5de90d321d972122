package meta

// Common is loaded as a dependency only: it gets no definition, yet its members' comments
// and markers are read, as openapi-gen reads them (not its enums: Phase is a string here).
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
