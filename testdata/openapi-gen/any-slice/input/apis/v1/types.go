package v1

// Bag holds a list and a map of any, which openapi-gen refuses.
type Bag struct {
	// +listType=atomic
	Items []any `json:"items"`
	ByName map[string]any `json:"byName"`
}
