package v1

// Team repeats tags that take a single value.
type Team struct {
	// +listType=map
	// +listMapKey=name
	// +patchStrategy=merge
	// +patchStrategy=merge
	// +patchMergeKey=name
	Players []Player `json:"players" patchStrategy:"merge" patchMergeKey:"name"`
	// +default="red"
	// +default="blue"
	Colour *string `json:"colour,omitempty"`
	// +k8s:openapi-gen=x-kubernetes-team-role:captain
	// +k8s:openapi-gen=x-kubernetes-team-role:keeper
	Role string `json:"role"`
}

// Player of a team.
type Player struct {
	Name string `json:"name"`
}
