package v1

// Phase is the lifecycle phase of an object.
// +enum
type Phase string

const (
	// PhasePending means the object waits for its turn.
	PhasePending Phase = "Pending"
	// PhaseReady means the object serves.
	PhaseReady Phase = "Ready"
)
