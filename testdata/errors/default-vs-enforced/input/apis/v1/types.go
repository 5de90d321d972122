package v1

// Limits has explicit defaults that disagree with the zero value openapi-gen enforces
// on members that are neither pointers nor omitempty.
type Limits struct {
	// +default="low"
	Tier string `json:"tier"`
	// +default=10
	Max int32 `json:"max"`
	// +default=true
	Strict bool `json:"strict"`
	// +default={"size": 1}
	Window Window `json:"window"`
	// The default of the type is checked too.
	Unit Unit `json:"unit"`
}

// Window is a struct.
type Window struct {
	Size int32 `json:"size"`
}

// Unit has a default.
// +default="m"
type Unit string
