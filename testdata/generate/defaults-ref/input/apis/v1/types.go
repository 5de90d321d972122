package v1

import "example.com/defaultsref/apis/shared"

// DefaultName is a constant of this package.
const DefaultName = "unnamed"

// Suffix is concatenated.
const Suffix = "-" + DefaultName

// Replicas is a typed number.
const Replicas int32 = 3

// Enabled is a boolean.
const Enabled = true

// Placement takes defaults from constants.
type Placement struct {
	// +default=ref(DefaultName)
	Name *string `json:"name,omitempty"`
	// +default=ref(Suffix)
	Suffix string `json:"suffix,omitempty"`
	// +default=ref(Replicas)
	Replicas *int32 `json:"replicas,omitempty"`
	// +default=ref(Enabled)
	Enabled *bool `json:"enabled,omitempty"`
	// +default=ref(example.com/defaultsref/apis/shared.DefaultZone)
	Zone *string `json:"zone,omitempty"`
	// +default=ref(example.com/defaultsref/apis/shared.MaxReplicas)
	MaxReplicas int64 `json:"maxReplicas,omitempty"`
	// The ref on the type resolves in the type's package.
	Policy *shared.Policy `json:"policy,omitempty"`
	// An enforced zero default silently wins over a ref.
	// +default=ref(DefaultName)
	Enforced string `json:"enforced"`
}
