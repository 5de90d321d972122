// Package v1 holds the gizmos API.
// +kubebuilder:object:generate=true
// +groupName=toys.example.com
package v1
