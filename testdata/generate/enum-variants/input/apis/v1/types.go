package v1

// Colour of a brush.
// +enum
type Colour string

const (
	// ColourRed is red.
	ColourRed Colour = "red"
	// ColourCrimson repeats the previous spec implicitly: the same value, and a longer comment, which wins.
	ColourCrimson
	// ColourBlue is blue.
	ColourBlue Colour = "blue"
	// ColourNavy is blue too.
	ColourNavy Colour = "blue"
	// ColourPurple is typed by a conversion.
	ColourPurple = Colour("purple")
	// ColourWhite is untyped: it does not count.
	ColourWhite = "white"
)

// ColourBlack is untyped too.
const ColourBlack = "black"

// Speed has values that sort differently quoted and unquoted.
// +enum
type Speed string

const (
	// SpeedOn is on.
	SpeedOn Speed = "On"
	// SpeedOnHold is on hold.
	SpeedOnHold Speed = "On hold"
	// SpeedQuoted has a "quoted" value.
	SpeedQuoted Speed = `say "hi"`
	SpeedSilent Speed = "Silent"
)

// DefaultSpeed takes its type from the constant it names: it counts, and its comment
// is longer than SpeedSilent's.
const DefaultSpeed = SpeedSilent

// Empty is an enum without constants.
// +enum
type Empty string

// Count is not a string: +enum has no effect.
// +enum
type Count int32

const CountOne Count = 1

// Shade is defined over Colour without +enum: not an enum.
type Shade Colour

const ShadeDark Shade = "dark"

// Tone is defined over Colour with +enum: an enum of its own constants.
// +enum
type Tone Colour

const ToneWarm Tone = "warm"

// Brush uses the enums.
type Brush struct {
	// Colour of the brush.
	Colour Colour `json:"colour"`
	// Spare colour, optional.
	// +optional
	Spare *Colour `json:"spare,omitempty"`
	// Palette is a list of colours: the items get the enum, not the description.
	Palette []Colour `json:"palette"`
	// ByName maps names to colours.
	ByName map[string]Colour `json:"byName"`
	// Speed of strokes.
	Speed Speed `json:"speed"`
	// Empty has no values: neither enum nor text.
	Empty Empty `json:"empty"`
	// Count is an int.
	Count Count `json:"count"`
	// Shade is not an enum.
	Shade Shade `json:"shade"`
	// Tone is an enum.
	Tone Tone `json:"tone"`
}
