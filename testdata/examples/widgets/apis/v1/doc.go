// Package v1 is version v1 of the widgets API.
//
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.widgets.v1
package v1
