package v1

// Gadget has a model package: since kube-openapi #564 it names the definition; before,
// the name is the REST-friendly Go path.
//
// +k8s:openapi-model-package=com.acme.eras.v1
type Gadget struct {
	// Name is omitempty but +required: required since kube-openapi #448, optional before.
	// +required
	Name string `json:"name,omitempty"`

	// Pattern reads like ^a\\.b$ and quotes \"x\"; before kube-openapi #471 the
	// backslashes were Go escapes: \\ one backslash, \" a quote, \t a tab.
	Pattern string `json:"pattern"`

	// Tags, Limits and Parts got zero defaults on their items and values until
	// kube-openapi 1043209.
	Tags   []string         `json:"tags"`
	Limits map[string]int32 `json:"limits"`
	Parts  []Part           `json:"parts"`
	// Owners are pointers: no zero default in any era.
	Owners []*Part `json:"owners"`
}

// Part is one part.
type Part struct {
	ID string `json:"id"`
}
