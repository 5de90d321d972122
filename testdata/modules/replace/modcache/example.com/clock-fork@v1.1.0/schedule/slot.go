package schedule

// Slot is a day of the week, from the fork.
// +enum
type Slot string

const (
	// Monday starts the week.
	Monday Slot = "Monday"
	// Friday ends it.
	Friday Slot = "Friday"
)
