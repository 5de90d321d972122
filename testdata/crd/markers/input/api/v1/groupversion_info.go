// Package v1 holds the widgets API.
// +kubebuilder:object:generate=true
// +groupName=widgets.example.com
package v1

var GroupName = "widgets.example.com"
