package v2

// Widget of v2.
type Widget struct {
	Name string `json:"name"`
}
