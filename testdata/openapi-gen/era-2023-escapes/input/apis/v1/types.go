package v1

// Pattern holds text with backslashes.
type Pattern struct {
	// Digits is matched as \d+, which is no Go escape: openapi-gen of 2023 fails.
	Digits string `json:"digits"`
	// Tab is written \t, a Go escape: a tab in 2023.
	Tab string `json:"tab"`
	// Big is \400, an octal escape above 255: Go refuses it.
	Big string `json:"big"`
}
