package v1

// Limits has rules whose lines are not consecutive.
type Limits struct {
	// Count's second rule comes after a line of text: refused.
	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="must be positive"
	// The second rule:
	// +k8s:validation:cel[1]:rule="self < 10"
	// +k8s:validation:cel[1]:message="must be small"
	Count int32 `json:"count"`
	// Size goes back to rule 0 after rule 1: refused.
	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[1]:rule="self < 10"
	// +k8s:validation:cel[0]:message="must be positive"
	// +k8s:validation:cel[1]:message="must be small"
	Size int32 `json:"size"`
	// Depth's rules are one run of lines: accepted.
	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="must be positive"
	// +k8s:validation:cel[1]:rule="self < 10"
	// +k8s:validation:cel[1]:message="must be small"
	Depth int32 `json:"depth"`
}
