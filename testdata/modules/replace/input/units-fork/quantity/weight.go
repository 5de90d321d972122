package quantity

// Weight in grams, from the local fork.
type Weight struct {
	// Grams is the amount.
	Grams int64 `json:"grams"`
}
