package units

// Size is a dependency type: not an input.
type Size struct {
	Bytes int64 `json:"bytes"`
}
