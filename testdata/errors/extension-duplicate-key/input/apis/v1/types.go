package v1

// Registry sets the same extension twice in different ways.
// +validations=legacy
// +k8s:validation:cel[0]:rule="true"
// +k8s:validation:cel[0]:message="always"
type Registry struct {
	// +mapType=atomic
	// +structType=atomic
	Entries map[string]string `json:"entries"`
	// +listType=atomic
	// +k8s:openapi-gen=x-kubernetes-list-type:set
	Names []string `json:"names"`
	// +validations=legacy
	// +k8s:validation:cel[0]:rule="true"
	// +k8s:validation:cel[0]:message="always"
	Tags []string `json:"tags"`
}
