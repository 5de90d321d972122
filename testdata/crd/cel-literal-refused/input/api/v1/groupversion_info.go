// Package v1 holds a meters API whose rules the API server does not compile.
// +kubebuilder:object:generate=true
// +groupName=meters.example.com
package v1
