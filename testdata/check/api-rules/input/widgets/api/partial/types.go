// Package partial has no package tag: only its tagged type is linted.
package partial

// +k8s:openapi-gen=true
type Chosen struct {
	NoTag string
}

type Ignored struct {
	NoTag string
}
