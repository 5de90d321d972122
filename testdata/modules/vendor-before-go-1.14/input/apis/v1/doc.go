// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.shop.v1
package v1
