package v1

// Declarations written the way gofmt never writes them: the scan must still see them.

var unusedSeparator = 1; const Fast Mode = "fast"

/* a block comment */ const Slow Mode = "slow"

	const Idle Mode = "idle"

const _, Paused Mode = "ignored", "paused"

// A blank constant names nothing: it is not an enum value.
const _ Mode = "blank"
