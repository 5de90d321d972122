package v1

// Limits has a default openapi-gen refuses: with a document beside the tables it is an
// error still (with the tables alone, testdata/ts/k8s-update, a warning).
type Limits struct {
	// +k8s:optional
	// +default="low"
	Tier string `json:"tier"`
}
