// +k8s:openapi-gen=true

// Package v1 is a second v1 without a model package.
package v1
