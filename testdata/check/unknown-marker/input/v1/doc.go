// Package v1 misspells the selection marker, so openapi-gen would select nothing.
//
// +k8s:openapi-gne=true
// +groupName=example.com
package v1
