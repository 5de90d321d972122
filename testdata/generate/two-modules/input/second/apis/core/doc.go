// +k8s:openapi-gen=true
// +k8s:openapi-model-package=second.core
package core
