package v1

//   
type Spaces struct {
	X string `json:"x"`
}

// SpacesAlias describes Spaces, whose own comment is only spaces.
type SpacesAlias = Spaces

type Bare struct {
	Y string `json:"y"`
}

// BareAlias describes Bare, which has no comment.
type BareAlias = Bare

// Own keeps its own comment.
type Own struct {
	Z string `json:"z"`
}

// OwnAlias does not describe Own.
type OwnAlias = Own

//
type Slashes struct {
	W string `json:"w"`
}

// FirstAlias is the first alias of Slashes in name order: its comment and tags win.
// +k8s:openapi-gen=x-kubernetes-described-by:first
type FirstAlias = Slashes

// SecondAlias comes later.
type SecondAlias = Slashes
