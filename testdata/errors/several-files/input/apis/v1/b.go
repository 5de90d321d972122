package v1

// Beta has one.
type Beta struct {
	// +default=nope
	Value *string `json:"value,omitempty"`
}
