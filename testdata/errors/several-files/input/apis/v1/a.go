package v1

// Alpha has two problems.
type Alpha struct {
	// +optional
	// +required
	First string `json:"first"`
	Second Unknown `json:"second"`
}
