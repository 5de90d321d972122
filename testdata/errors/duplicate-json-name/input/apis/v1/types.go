package v1

// Pair has two members with the same JSON name, one of them through an inlined struct.
type Pair struct {
	Base `json:",inline"`
	// name is also a member of Base.
	Name string `json:"name"`
	Left  string `json:"side"`
	Right string `json:"side"`
}

// Base is inlined.
type Base struct {
	Name string `json:"name"`
}
