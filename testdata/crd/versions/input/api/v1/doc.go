// Package v1 is the first version of the gadgets API.
// +groupName=gadgets.example.com
// +kubebuilder:validation:Optional
package v1
