package ab

// T of the package a_b.
type T struct {
	B string `json:"b"`
}
