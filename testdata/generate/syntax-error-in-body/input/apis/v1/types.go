package v1

// Widget has a pointer field that a method defaults with Go 1.26's new(expr).
type Widget struct {
	// Name of the widget.
	Name string `json:"name"`
	// Enabled is true unless set.
	// +optional
	Enabled *bool `json:"enabled,omitempty"`
}

// Default fills the unset fields: its body is not read, so its syntax does not matter.
func (w *Widget) Default() {
	if w.Enabled == nil {
		w.Enabled = new(bool(false))
	}
}

func newCount() *int32 {
	return new(int32(3))
}

// label has a real typo, not newer Go: its error carries no hint about new.
func label() string {
	return "gadget" +
}

// reset has a real typo in a call of new (a missing ")"): its warning stays, without the hint.
func reset(w *Widget) {
	w.Enabled = new(bool(false)
}

// Gadget follows the functions whose bodies the parser could not read.
type Gadget struct {
	Count *int32 `json:"count,omitempty"`
}

// enabledByDefault is a package variable: openapi-gen reads no var declaration either.
var enabledByDefault = new(bool(true))
