package shared

// Mode is how often.
type Mode string

// Always is a mode.
const Always Mode = "Always"

// Policy has a default openapi-gen of January 2022 cannot read.
type Policy struct {
	// Mode defaults to a constant.
	// +default=ref(Always)
	Mode Mode `json:"mode,omitempty"`
	// Limit has a default every era reads.
	// +default=3
	Limit int32 `json:"limit,omitempty"`
}

// Rule has an invalid default: an error in an input, a warning here.
type Rule struct {
	// +default={not json
	Name string `json:"name,omitempty"`
}
