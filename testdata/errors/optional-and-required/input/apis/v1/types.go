package v1

// Form has a member that is both optional and required.
type Form struct {
	// +optional
	// +required
	Email string `json:"email"`
}
