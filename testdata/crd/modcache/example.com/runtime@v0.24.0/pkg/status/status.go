// Package status is a stand-in for a dependency written in Go 1.26, with a typo in a body, for
// these tests.
package status

// Phase is where a resource is in its life.
// +kubebuilder:validation:Enum=Pending;Ready
type Phase string

// Observed is what a controller last saw.
type Observed struct {
	// The generation it saw.
	Generation *int64 `json:"generation,omitempty"`
}

// Seen records a generation (Go 1.26's new(expression)).
func Seen(generation int64) Observed {
	return Observed{Generation: new(generation + 0)}
}

// Broken has a real typo where nothing reads: a warning only with --dependency-warnings.
func Broken() int {
	return 1 +
}
