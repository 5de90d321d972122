package v1

// Phase is the lifecycle phase of an object. An enum of a dependency is a plain string
// for openapi-gen, which reads neither its +enum nor its constants.
// +enum
type Phase string

const (
	// PhasePending means the object waits for its turn.
	PhasePending Phase = "Pending"
	// PhaseReady means the object serves.
	PhaseReady Phase = "Ready"
)
