package v1

// Orphan lives in a directory tree without a go.mod.
type Orphan struct {
	Name string `json:"name"`
}
