package v2

// Pod of v2.
type Pod struct {
	Name string `json:"name"`
}
