// +k8s:openapi-model-package=com.example.lib.v1
package v1
