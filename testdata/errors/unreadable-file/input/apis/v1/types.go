package v1

// Readable is fine.
type Readable struct {
	Name string `json:"name"`
}
