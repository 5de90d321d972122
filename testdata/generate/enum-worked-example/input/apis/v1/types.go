package v1

// Mode of the thing.
// +enum
type Mode string
// ModeFast goes   fast.
const ModeFast Mode = "Fast"
const (
	// ModeSlow
	// goes slow.
	ModeSlow Mode = "Slow"
	ModeNone Mode = ""
)
type S struct {
	// Mode of the thing.
	// More info: http://x
	Mode Mode `json:"mode"`
}
