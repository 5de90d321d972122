package v1

// Counter is sent as strings.
type Counter struct {
	// Enabled is a bool written as a JSON string, with CEL rules.
	// +k8s:validation:cel[0]:rule="true"
	// +k8s:validation:cel[0]:message="always"
	// +optional
	Enabled *bool `json:"enabled,string"`
	// Count is an integer written as a JSON string, with a bound that is not written.
	// +k8s:validation:maximum=10
	// +k8s:openapi-gen=x-kubernetes-count:yes
	Count int64 `json:"count,string"`
}
