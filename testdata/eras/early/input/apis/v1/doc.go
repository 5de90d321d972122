// Package v1 exercises the openapi-gen behaviour changes from 2023 on that the types of
// testdata/eras/latest do not: the before-* cases of testdata/eras that name this
// input run it in each era.
//
// +k8s:openapi-gen=true
package v1
