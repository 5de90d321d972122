// Package v1 holds volumes whose fields say what an update may do to them, which values
// they must not take, and which fields need or exclude others.
// +k8s:openapi-gen=true
package v1
