package v1

// Level has a default on its type.
// +default="info"
type Level string

// Tier is defined over Level. Its underlying type is string, not Level: Level's
// default is not reached from Tier.
type Tier Level

// Window has a default on a struct type.
// +default={"hours":1}
type Window struct {
	Hours int32 `json:"hours"`
}

// Logging takes defaults from the types of its members.
type Logging struct {
	// The default is found through the pointer on the type Level.
	Level *Level `json:"level,omitempty"`
	// A member default wins over the type's.
	// +default="debug"
	Verbose *Level `json:"verbose,omitempty"`
	// omitempty: no enforced zero, the type's default applies.
	Quiet Level `json:"quiet,omitempty"`
	// Tier gets no default.
	Tier *Tier `json:"tier,omitempty"`
	// The default of a struct type, through a pointer.
	Window *Window `json:"window,omitempty"`
}
