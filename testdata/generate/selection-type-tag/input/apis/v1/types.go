// +k8s:openapi-gen=true
// A tag in the package comment of a file other than doc.go does not opt the package in.
package v1

// Picked opts in by itself.
// +k8s:openapi-gen=true
type Picked struct {
	// Other is not selected: the reference points at a definition that is not emitted.
	Other NotPicked `json:"other"`
}

// NotPicked has no tag.
type NotPicked struct {
	Name string `json:"name"`
}

// Refused says no.
// +k8s:openapi-gen=false
type Refused struct {
	Name string `json:"name"`
}
