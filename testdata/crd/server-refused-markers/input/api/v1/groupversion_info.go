// Package v1 holds the gizmos API.
// +kubebuilder:object:generate=true
// +groupName=gizmos.example.com
package v1
