package v1

// Volume carries every malformed tag of the update family that validation-gen refuses.
type Volume struct {
	// +k8s:update=Frozen
	// +k8s:beta=+k8s:update=NoAddItem
	Name string `json:"name"`

	// +k8s:update=NoModify
	// +k8s:update=NoSet
	// +k8s:listType=set
	// +listType=set
	Tags []string `json:"tags,omitempty"`

	// +k8s:update=NoUnset
	Source Source `json:"source"`

	// +k8s:neq
	// +k8s:neq=true
	Mode string `json:"mode"`

	// +k8s:neq=1
	Source2 *Source `json:"source2,omitempty"`

	// +k8s:alpha=+k8s:neq="1.5"
	Ratio float64 `json:"ratio"`

	// +k8s:dependentRequired("nope")
	// +k8s:dependentRequired("size")
	// +k8s:dependentForbidden("source")
	// +k8s:dependentForbidden
	Size *int64 `json:"size,omitempty"`

	// +k8s:monotonic
	// +k8s:minProperties=1
	Generation *string `json:"generation,omitempty"`

	// +k8s:maxProperties=100001
	// +k8s:minProperties="2"
	Labels map[string]string `json:"labels,omitempty"`

	// Element tags apply to the items, not looked at here.
	// +k8s:eachVal=+k8s:update=NoModify
	Items map[string]Source `json:"items,omitempty"`
}

// Source is a struct value.
// +k8s:monotonic
type Source struct {
	Path string `json:"path"`
}
