package quantity

// Weight in kilograms, from the workspace's replacement.
type Weight struct {
	// Kilograms is the amount.
	Kilograms int64 `json:"kilograms"`
}
