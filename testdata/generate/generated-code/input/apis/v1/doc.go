// Package v1 holds the gadget API: generated code sits next to the types, as in real trees.
// +k8s:openapi-gen=true
package v1
