// Package v1: the era comes from the kube-openapi the module pins (see go.mod files).
package v1

// Widget shows the era: its name (model package), required (+required on omitempty) and
// item defaults.
//
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.acme.widgets.v1
type Widget struct {
	// +required
	Name string   `json:"name,omitempty"`
	Tags []string `json:"tags"`
}
