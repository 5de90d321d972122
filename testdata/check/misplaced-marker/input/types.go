// Package markers puts markers where they have no effect.
package markers

// Phase should carry +enum on its type; +optional belongs on fields.
// +optional
type Phase string

const (
	PhasePending Phase = "Pending"
	PhaseRunning Phase = "Running"
)

// Status puts type markers on fields.
// +unionDiscriminator
type Status struct {
	// +enum
	// +optional
	Phase Phase `json:"phase,omitempty"`

	// +patchMergeKey and +patchStrategy are field markers: fine here.
	// +patchMergeKey=type
	// +patchStrategy=merge
	// +optional
	Conditions []Condition `json:"conditions,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

// Condition puts field markers on its type.
// +required
// +patchStrategy=merge
// +unionMember,optional
type Condition struct {
	Type string `json:"type"`
}
