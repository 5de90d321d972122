package v1

// Index uses maps whose keys are not strings.
type Index struct {
	ByNumber map[int]string    `json:"byNumber"`
	ByCode   map[Code]string   `json:"byCode"`
	ByFlag   map[bool][]string `json:"byFlag"`
	// The value of a map is checked too.
	Nested map[string]map[float64]string `json:"nested"`
	// A key type defined over string is fine.
	ByName map[Name]string `json:"byName"`
}

// Code is an int.
type Code int32

// Name is a string.
type Name string
