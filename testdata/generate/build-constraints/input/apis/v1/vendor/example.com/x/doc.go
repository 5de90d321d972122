// +k8s:openapi-gen=true
package x

// Skipped is in a directory that DIR/... skips.
type Skipped struct {
	Name string `json:"name"`
}
