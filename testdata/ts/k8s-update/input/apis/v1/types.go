package v1

// Volume is validated declaratively, on create and on update.
type Volume struct {
	// Set once: NoUnset and NoModify make one rule, the constraints in validation-gen's order.
	// +k8s:update=NoModify
	// +k8s:update=NoUnset
	// +k8s:neq="default"
	Name string `json:"name"`

	// The plain tag is read last: the merged rule has no level.
	// +k8s:beta=+k8s:update=NoSet
	// +k8s:update=NoModify
	// +k8s:optional
	// +k8s:dependentRequired("sizeUnit")
	// +k8s:dependentForbidden("legacySize")
	Size *int64 `json:"size,omitempty"`

	// +k8s:optional
	SizeUnit *string `json:"sizeUnit,omitempty"`

	// +k8s:optional
	LegacySize *int64 `json:"legacySize,omitempty"`

	// Optional with a non-zero default: required by the server.
	// +k8s:optional
	// +default="Retain"
	Policy string `json:"policy"`

	// Optional with the zero value as default: documentation only, no rule.
	// +k8s:optional
	// +default=false
	ReadOnly bool `json:"readOnly"`

	// +k8s:optional
	// +default=1
	Copies *int32 `json:"copies,omitempty"`

	// +k8s:monotonic
	// +k8s:neq=0
	Generation int64 `json:"generation"`

	// +k8s:minProperties=1
	// +k8s:maxProperties=8
	Labels map[string]string `json:"labels,omitempty"`

	// +k8s:alpha=+k8s:neq=true
	Paused bool `json:"paused,omitempty"`

	Tier Tier `json:"tier,omitempty"`
}

// Tier is a named string that must not be "none".
// +k8s:neq="none"
type Tier string
