// Package v1 is version one of the gadget API.
//
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.gadgets.v1
package v1
