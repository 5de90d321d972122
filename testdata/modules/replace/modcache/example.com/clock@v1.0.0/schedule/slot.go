package schedule

// Slot of the original module: the replace directive names the fork instead.
type Slot int
