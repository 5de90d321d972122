// Package v1 holds the widgets API.
// +kubebuilder:object:generate=true
// +groupName=widgets.example.com
// +kubebuilder:validation:Optional
package v1
