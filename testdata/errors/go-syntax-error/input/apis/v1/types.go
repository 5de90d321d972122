package v1

// Broken has a struct tag written without backquotes.
type Broken struct {
	Name string json:"name"
	Size int32  `json:"size"`
}
