// Package v1 is selected for OpenAPI, but a marker rule fails: generate writes nothing.
//
// +k8s:openapi-gen=true
package v1
