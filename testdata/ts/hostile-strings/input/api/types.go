package api

// Mode has values that are hard to quote.
// +enum
type Mode string

const (
	// Quote holds a double quote.
	Quote Mode = "say \"hi\""
	// Backtick holds a backtick and a template hole.
	Backtick Mode = "`${process.exit(1)}`"
	// Newline holds a newline and a comment end.
	Newline Mode = "line\nbreak */ still a string"
	// Separator holds U+2028.
	Separator Mode = "a\u2028b"
	// Backslash ends in a backslash.
	Backslash Mode = "trailing\\"
)

// Strange is documented with */ a comment end and a ${template}.
// It also has `backticks` and "quotes".
type Strange struct {
	// Mode ends the comment */ here; /* and opens one.
	Mode Mode `json:"mode"`
	// Dashed has a JSON name that is no identifier.
	// +optional
	Dashed string `json:"a-b,omitempty"`
	// Dollar starts with a dollar.
	// +optional
	Dollar int32 `json:"$ref,omitempty"`
	// Quoted has a quote in its JSON name.
	// +optional
	Quoted bool `json:"it's,omitempty"`
}
