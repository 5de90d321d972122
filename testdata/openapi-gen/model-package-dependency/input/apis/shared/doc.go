// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.shared

// Package shared is a dependency of v1, not an input: its tags name nothing.
package shared
