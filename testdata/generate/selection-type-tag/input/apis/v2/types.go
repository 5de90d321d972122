package v2

// Unselected lives in a package without any tag: the package is not even parsed.
type Unselected struct {
	Name string `json:"name"`
}
