// Package v1 holds the gateways API.
// +kubebuilder:object:generate=true
// +groupName=gateways.example.com
package v1
