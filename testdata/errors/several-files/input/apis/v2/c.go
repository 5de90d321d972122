package v2

// Gamma has two.
type Gamma struct {
	Keys map[int64]string `json:"keys"`
	// +default=1
	Count int32 `json:"count"`
}
