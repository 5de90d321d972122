package extra

import v1 "example.com/enums/apis/v1"

// ColourTeal is declared in another input package; it counts.
const ColourTeal v1.Colour = "teal"
