// Package v1 holds the object metadata that example.com/meta (vendored) shares with its users.
// +k8s:openapi-model-package=com.example.meta.v1
package v1
