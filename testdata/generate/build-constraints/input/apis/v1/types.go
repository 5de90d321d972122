package v1

// Common is always compiled.
type Common struct {
	Name string `json:"name"`
}
