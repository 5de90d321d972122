package schedule

// Slot is a day of the week, from the fork: a string (the original's is an int). Its
// +enum does not count in a dependency, as for openapi-gen.
// +enum
type Slot string

const (
	// Monday starts the week.
	Monday Slot = "Monday"
	// Friday ends it.
	Friday Slot = "Friday"
)
