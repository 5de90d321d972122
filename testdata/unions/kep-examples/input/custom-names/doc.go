// Package customnames holds an example of the KEP-1027 union design.
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.kep1027.customnames
package customnames
