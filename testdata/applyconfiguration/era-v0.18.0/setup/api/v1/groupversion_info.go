// Package v1 holds the fleet API.
// +kubebuilder:ac:generate=true
// +groupName=fleet.example.com
package v1
