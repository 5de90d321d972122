package shared

// Stamp is named by its package's model package only when the package is an input.
type Stamp struct {
	At string `json:"at"`
}

// Tagged has its own model package tag.
// +k8s:openapi-model-package=com.example.tagged
type Tagged struct {
	By string `json:"by"`
}
