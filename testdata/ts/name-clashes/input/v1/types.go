package v1

// Pod of v1.
type Pod struct {
	Name string `json:"name"`
}
