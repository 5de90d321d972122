package v1

// Plain has no +k8s:openapi-gen tag, and neither has its package.
type Plain struct {
	Name string `json:"name"`
}
