// +k8s:openapi-gen=true
package v1

type A struct {
	X string `json:"x"`
}
