// Package v1 is the fixture of the end-to-end test: Go types → tables → runtime.
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.apps.v1
package v1
