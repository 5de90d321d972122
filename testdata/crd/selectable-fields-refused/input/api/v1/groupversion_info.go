// Package v1 holds the valves API.
// +kubebuilder:object:generate=true
// +groupName=valves.example.com
package v1
