// Package v1 exercises every openapi-gen behaviour change --kube-openapi selects; the
// cases of testdata/eras run it in each era.
//
// +k8s:openapi-gen=true
package v1
