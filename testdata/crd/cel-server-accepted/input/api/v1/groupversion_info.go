// Package v1 holds the kennels API.
// +kubebuilder:object:generate=true
// +groupName=kennels.example.com
package v1
