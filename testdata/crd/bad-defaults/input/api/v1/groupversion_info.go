// Package v1 holds the gadgets API.
// +kubebuilder:object:generate=true
// +groupName=toys.example.com
package v1
