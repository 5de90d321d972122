// Package v1 holds the lists API.
// +kubebuilder:object:generate=true
// +groupName=lists.example.com
package v1
