package v1

// Valve has enums and defaults: a raw file keeps them, a published one does not.
type Valve struct {
	// State of the valve.
	State State `json:"state"`
	// States the valve went through.
	History []State `json:"history,omitempty"`
	// Optional state, with a default.
	// +optional
	// +default="Open"
	Target *State `json:"target,omitempty"`
	// An enum written as a string keeps only the enum text: it is cut too.
	Wire State `json:"wire,string"`
	// Pressure with a default.
	// +default=3
	Pressure *int32 `json:"pressure,omitempty"`
	// Port with an enforced default.
	Port Port `json:"port"`
	// +optional
	Ports map[string]Port `json:"ports,omitempty"`
}

// +enum
type State string

const (
	// StateOpen lets water through.
	StateOpen State = "Open"
	// StateShut does not.
	StateShut State = "Shut"
)

// Port of a valve. Its kind has no doc comment: its description is only the enum text,
// which is removed entirely.
type Port struct {
	Kind State `json:"kind"`
	// Size of the port.
	Size int32 `json:"size"`
}
