// +k8s:openapi-gen=true

// Package v1 refers to shared, which is no input.
package v1
