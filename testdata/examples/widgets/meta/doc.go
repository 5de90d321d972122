// Package meta holds the object metadata shared by every widget kind.
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.widgets.meta
package meta
