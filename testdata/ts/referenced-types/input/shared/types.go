package shared

// Owner has no definition in the OpenAPI output (its package does not opt in), as with
// openapi-gen; the TS tables still describe it, and what it refers to.
type Owner struct {
	Name    string   `json:"name"`
	Contact *Contact `json:"contact,omitempty"`
}

// Contact is reached only through Owner.
type Contact struct {
	Email string `json:"email"`
}
