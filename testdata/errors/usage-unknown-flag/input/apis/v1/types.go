// +k8s:openapi-gen=true
package v1

// Thing is fine.
type Thing struct {
	Name string `json:"name"`
}
