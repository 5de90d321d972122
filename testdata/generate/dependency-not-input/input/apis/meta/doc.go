// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.deps.meta
package meta
