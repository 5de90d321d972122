// +k8s:openapi-gen=true
package v1

// Thing is fine; its go.mod is not.
type Thing struct {
	Name string `json:"name"`
}
