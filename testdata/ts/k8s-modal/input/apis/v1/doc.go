// Package v1 holds volumes whose fields depend on a discriminator, and enums.
// +k8s:openapi-gen=true
package v1
