package v2

// Label is given by import path and found in vendor/.
type Label struct {
	Key string `json:"key"`
}
