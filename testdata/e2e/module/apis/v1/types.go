package v1

// App runs a program.
type App struct {
	// Spec is the desired state.
	Spec AppSpec `json:"spec"`
}

// AppSpec is the desired state of an App.
type AppSpec struct {
	// Strategy replaces old instances by new ones.
	Strategy Strategy `json:"strategy"`

	// Ports the app listens on, keyed by port and protocol.
	// +optional
	// +listType=map
	// +listMapKey=port
	// +listMapKey=protocol
	// +patchStrategy=merge
	// +patchMergeKey=port
	Ports []ServicePort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port" recommendedPatchMergeKey:"port,protocol"`

	// Labels of the app.
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
}

// StrategyType names an update strategy.
// +enum
type StrategyType string

const (
	// RecreateStrategy stops every old instance first.
	RecreateStrategy StrategyType = "Recreate"
	// RollingUpdateStrategy replaces instances a few at a time.
	RollingUpdateStrategy StrategyType = "RollingUpdate"
)

// Strategy is a KEP-1027 union: the discriminator selects the member.
type Strategy struct {
	// Type of the strategy.
	// +unionDiscriminator
	// +required
	Type StrategyType `json:"type"`

	// RollingUpdate tunes the RollingUpdate strategy.
	// +unionMember
	// +optional
	RollingUpdate *RollingUpdate `json:"rollingUpdate,omitempty"`
}

// RollingUpdate tunes a rolling update.
type RollingUpdate struct {
	// MaxSurge is how many extra instances may run.
	// +optional
	MaxSurge int32 `json:"maxSurge,omitempty"`
}

// ServicePort is one port of an app.
type ServicePort struct {
	// Name of the port.
	// +optional
	Name string `json:"name,omitempty"`
	// Protocol of the port.
	// +optional
	// +default="TCP"
	Protocol string `json:"protocol,omitempty"`
	// Port number.
	Port int32 `json:"port"`
}
