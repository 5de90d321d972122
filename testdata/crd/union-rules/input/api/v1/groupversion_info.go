// Package v1 holds the routes API.
// +kubebuilder:object:generate=true
// +groupName=routes.example.com
package v1

var GroupName = "routes.example.com"
