package v1

// Thing is old.
type Thing struct {
	// Value of it.
	Value string `json:"value"`
	// Level defaults.
	// +default=3
	// +optional
	Level int `json:"level,omitempty"`
}
