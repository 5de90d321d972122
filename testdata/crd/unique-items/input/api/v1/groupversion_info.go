// Package v1 holds the bags API.
// +kubebuilder:object:generate=true
// +groupName=toys.example.com
package v1
