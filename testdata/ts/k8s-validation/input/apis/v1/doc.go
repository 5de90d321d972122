// Package v1 holds widgets whose fields carry validation-gen's value tags.
// +k8s:openapi-gen=true
package v1
