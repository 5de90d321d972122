// +k8s:openapi-gen=true
// +k8s:openapi-model-package=io.example.api
package v1
