// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.parity.v1

// Package v1 is a parity case.
package v1
