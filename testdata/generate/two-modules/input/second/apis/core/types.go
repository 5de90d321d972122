package core

// Engine drives a station.
type Engine struct {
	// Power in kilowatts.
	Power int32 `json:"power"`
}

// Mode of an engine.
// +enum
type Mode string

const (
	// ModeIdle does nothing.
	ModeIdle Mode = "Idle"
	// ModeRun runs.
	ModeRun Mode = "Run"
)
