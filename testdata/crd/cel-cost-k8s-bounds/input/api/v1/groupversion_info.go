// Package v1 holds the trainers API.
// +kubebuilder:object:generate=true
// +groupName=trainers.example.com
package v1
