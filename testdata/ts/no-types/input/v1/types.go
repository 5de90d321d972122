// Package v1 has a struct, but neither an openapi-gen tag nor a kubebuilder kind.
package v1

// Spec is not selected without --all-types.
type Spec struct {
	Replicas int32 `json:"replicas"`
}
