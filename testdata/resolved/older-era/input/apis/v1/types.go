package v1

// Labels is embedded with json:"": inlined today, a property named Labels before.
type Labels struct {
	// +k8s:maxLength=63
	Owner string `json:"owner,omitempty"`
}

// Meta is embedded with json:",omitempty": inlined today, dropped before.
type Meta struct {
	Name string `json:"name"`
}

// Spec is a named member tagged inline: a property today, inlined before, and then so is
// its union.
type Spec struct {
	// +k8s:minimum=1
	Replicas int32 `json:"replicas"`

	// +unionDiscriminator
	// +optional
	Mode string `json:"mode,omitempty"`

	// +unionDeprecated
	// +optional
	Fixed *int32 `json:"fixed,omitempty"`
}

// Item is the item of Widget's list map.
type Item struct {
	Meta `json:",omitempty"`

	Port int32 `json:"port"`

	// OmitemptyKey is optional before, as the word omitempty is in its tag.
	OmitemptyKey string `json:"omitemptyKey"`
}

// Widget holds them all.
type Widget struct {
	Labels `json:""`

	Spec Spec `json:"spec,inline"`

	// +listType=map
	// +listMapKey=name
	// +listMapKey=omitemptyKey
	Items []Item `json:"items"`

	// +patchMergeKey=name
	// +patchStrategy=merge
	Others []Item `json:"others,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
}
