package v1

import (
	"example.com/clock/schedule"
	"example.com/units/quantity"
)

// Parcel is shipped on a schedule.
type Parcel struct {
	// Weight of the parcel.
	Weight quantity.Weight `json:"weight"`
	// When to ship.
	When schedule.Slot `json:"when"`
}
