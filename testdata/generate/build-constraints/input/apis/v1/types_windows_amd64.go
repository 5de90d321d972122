package v1

// OnWindows is not compiled.
type OnWindows struct {
	Name string `json:"name"`
}
