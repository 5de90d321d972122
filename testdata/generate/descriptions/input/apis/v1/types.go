package v1

// Foo does X.
//   indented one
//   indented two
//
// Second para
// TODO: remove me
// continues here
// +optional
// ---
// hidden
type Foo struct {
	// Examples:
	//	{"a": 1}
	// done
	Tabbed string `json:"tabbed"`

	// First paragraph,
	// still the first.
	//
	//
	// Second paragraph after two blank lines.
	Paragraphs string `json:"paragraphs"`

	//    TODO lines are dropped even when indented,
	// but the line after a TODO stays.
	Todo string `json:"todo"`

	// Markers of any kind are dropped:
	// +k8s:validation:ignored
	//   +listType=atomic
	// +a marker with spaces
	// the text goes on.
	Markers string `json:"markers"`

	// Text after a line of three dashes is dropped.
	// ---
	// Not part of the description.
	Cut string `json:"cut"`

	// A dashed line that is not exactly three dashes stays:
	// ----
	// and so does this.
	NotCut string `json:"notCut"`

	// Grüße aus Köln: naïve café, 東京, Ελληνικά, emoji 🚀.
	NonASCII string `json:"nonASCII"`

	// Quotes "like this", 'single', backslashes C:\dir\file and \n stay literal; <b>tags</b> & ampersands too.
	Escapes string `json:"escapes"`

	// Links stay: see https://example.com/docs?a=1&b=2#frag and `code spans`.
	Links string `json:"links"`

	// +optional
	// +k8s:validation:minLength=1
	OnlyMarkers string `json:"onlyMarkers"`

	NoDoc string `json:"noDoc"`

	//
	//   Leading blank comment lines are removed; this line is indented.
	Indented string `json:"indented"`

	// Trailing spaces are trimmed.   
	// And tabs too.		
	Trailing string `json:"trailing"`
}
