// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.mn.v1

// Package v1 lives in a directory whose name is no Go identifier; openapi-gen names the
// model-name file's package after that directory (path.Base of the import path).
package v1
