package v1

import (
	"encoding/json"
	"time"
)

// Event uses types of the Go standard library and the ,string option.
type Event struct {
	// At is a time.Time: a date-time string, with no enforced default.
	At time.Time `json:"at"`
	// Until is an optional time.
	Until *time.Time `json:"until,omitempty"`
	// History holds times.
	History []time.Time `json:"history"`
	// Timeout is a time.Duration, which is an int64.
	Timeout time.Duration `json:"timeout"`
	// Raw is an encoding/json.RawMessage: a byte string.
	Raw json.RawMessage `json:"raw"`
	// Count is written as a JSON string.
	Count int64 `json:"count,string"`
	// Enabled is written as a JSON string; the option stops the schema there.
	// +default=true
	// +listType=atomic
	Enabled bool `json:"enabled,string"`
	// Stage is an enum written as a JSON string: enum text, but no enum and no default.
	Stage Stage `json:"stage,string"`
}

// Stage of an event.
// +enum
type Stage string

const (
	// StageEarly comes first.
	StageEarly Stage = "Early"
	// StageLate comes last.
	StageLate Stage = "Late"
)
