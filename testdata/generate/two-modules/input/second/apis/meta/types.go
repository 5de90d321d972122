package metadata

// Meta names a thing.
type Meta struct {
	// Name of the thing.
	Name string `json:"name"`
}
