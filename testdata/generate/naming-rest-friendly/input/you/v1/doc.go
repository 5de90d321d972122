// +k8s:openapi-gen=true

// Package v1 has no model package: its definitions get REST-friendly names.
package v1
