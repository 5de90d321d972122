package v1

import "example.com/units"

// ObjectMeta comes from the module cache, found through github.com/!example.
type ObjectMeta struct {
	Name string `json:"name"`
	// Size in units.
	Size units.Size `json:"size,omitempty"`
}
