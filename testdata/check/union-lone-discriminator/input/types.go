// Package unions breaks the union-lone-discriminator rule.
package unions

// +enum
type StrategyType string

const (
	StrategyRecreate StrategyType = "Recreate"
	StrategyRolling  StrategyType = "RollingUpdate"
)

type RollingUpdate struct {
	// +optional
	MaxSurge *int32 `json:"maxSurge,omitempty"`
}

// Strategy has a discriminator, but RollingUpdate is not marked as a member.
type Strategy struct {
	// +unionDiscriminator
	// +optional
	Type StrategyType `json:"type,omitempty"`
	// +optional
	RollingUpdate *RollingUpdate `json:"rollingUpdate,omitempty"`
}

// Legacy is fine: a 2019 member union (+unionDeprecated) has a discriminator too.
type Legacy struct {
	// +unionDiscriminator
	// +optional
	Type StrategyType `json:"type,omitempty"`
	// +unionDeprecated
	// +optional
	RollingUpdate *RollingUpdate `json:"rollingUpdate,omitempty"`
}
