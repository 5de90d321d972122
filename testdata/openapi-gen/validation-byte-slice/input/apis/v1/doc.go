// +k8s:openapi-gen=true

// Package v1 is a parity case.
package v1
