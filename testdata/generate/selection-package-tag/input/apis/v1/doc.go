// Package v1 opts every struct in with the package-level tag.
//
// +k8s:openapi-gen=true
package v1
