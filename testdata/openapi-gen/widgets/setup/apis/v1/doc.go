// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.widgets.v1

// Package v1 holds widgets.
package v1
