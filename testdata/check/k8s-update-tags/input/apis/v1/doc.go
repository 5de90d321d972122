// +k8s:openapi-gen=true
package v1
