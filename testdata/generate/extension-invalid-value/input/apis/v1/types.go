package v1

// Dock has an extension tag without a value: it is ignored with a warning.
// +k8s:openapi-gen=x-kubernetes-dock
type Dock struct {
	// +k8s:openapi-gen=x-kubernetes-berth
	Berth string `json:"berth"`
}
