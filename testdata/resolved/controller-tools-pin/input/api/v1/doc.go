// Package v1 is a boat API whose repository pins controller-tools v0.15.0 (its Makefile),
// which reads neither +required nor +k8s:enum.
// +kubebuilder:object:generate=true
// +groupName=boats.example.com
package v1
