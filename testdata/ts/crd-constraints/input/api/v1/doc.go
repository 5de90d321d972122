// Package v1 is a test API of every constraint a CRD schema can carry.
// +kubebuilder:object:generate=true
// +groupName=gadgets.example.com
package v1
