package v1

// InTest is in a test file.
type InTest struct {
	Name string `json:"name"`
}
