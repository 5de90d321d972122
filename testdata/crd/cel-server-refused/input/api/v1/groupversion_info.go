// Package v1 holds a kennels API in a group the Kubernetes project protects.
// +kubebuilder:object:generate=true
// +groupName=kennels.k8s.io
package v1
