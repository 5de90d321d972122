package v1

// Mode is an enum that declares no value yet.
// +enum
type Mode string

// Level is an enum over integers, also without values.
// +enum
type Level int32

// Settings uses both.
type Settings struct {
	// Mode is a member of an empty enum.
	Mode Mode `json:"mode"`
	// Modes are array items of it.
	// +listType=atomic
	Modes []Mode `json:"modes,omitempty"`
	// Level points to the integer one.
	Level *Level `json:"level,omitempty"`
	// ByName maps to it.
	ByName map[string]Mode `json:"byName,omitempty"`
}
