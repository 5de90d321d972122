// Package v1 stands in for k8s.io/apimachinery's meta/v1: the API rules know ObjectMeta
// and ListMeta by their import path.
package v1

type TypeMeta struct {
	Kind       string `json:"kind,omitempty"`
	APIVersion string `json:"apiVersion,omitempty"`
}

type ObjectMeta struct {
	Name string `json:"name,omitempty"`
}

type ListMeta struct {
	Continue string `json:"continue,omitempty"`
}
