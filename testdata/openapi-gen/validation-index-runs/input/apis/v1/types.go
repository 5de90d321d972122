package v1

// Limits has rules written as openapi-gen accepts them.
type Limits struct {
	// Depth's rules are one run of lines.
	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="must be positive"
	// +k8s:validation:cel[1]:rule="self < 10"
	// +k8s:validation:cel[1]:message="must be small"
	Depth int32 `json:"depth"`
	// Width starts a new run at index 0 after a blank line.
	// +k8s:validation:cel[0]:rule="self > 1"
	//
	// +k8s:validation:cel[0]:message="must be above one"
	Width int32 `json:"width"`
}
