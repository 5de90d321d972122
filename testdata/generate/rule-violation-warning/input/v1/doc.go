// Package v1 is selected for OpenAPI, and a marker rule fails: generate reports it as a
// warning and writes what openapi-gen would write (check reports it as an error).
//
// +k8s:openapi-gen=true
package v1
