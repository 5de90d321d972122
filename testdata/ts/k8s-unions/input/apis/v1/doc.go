// Package v1 holds gadgets whose unions are declared with validation-gen's +k8s: tags.
// +k8s:openapi-gen=true
package v1
