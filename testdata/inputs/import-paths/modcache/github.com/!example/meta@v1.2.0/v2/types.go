package v2

// Label is found by the pattern github.com/Example/meta/...
type Label struct {
	Key string `json:"key"`
}
