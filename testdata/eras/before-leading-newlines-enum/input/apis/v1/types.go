package v1

// Mode says how.
// +enum
type Mode string

const (
	// ModeFast is quick.
	ModeFast Mode = "Fast"
)

// Run has enum members with and without a doc comment.
type Run struct {
	Mode Mode `json:"mode"`
	// +optional
	Marked Mode `json:"marked,omitempty"`
	// Other is documented.
	Other Mode `json:"other"`
	Plain string `json:"plain"`
}
