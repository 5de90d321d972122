package v1

// Defaults shows the zero defaults openapi-gen enforces on members that are neither
// pointers nor omitempty.
type Defaults struct {
	Text    string  `json:"text"`
	Number  int32   `json:"number"`
	Real    float64 `json:"real"`
	Flag    bool    `json:"flag"`
	Child   Child   `json:"child"`
	// A struct gets {} even when omitempty.
	ChildOmitEmpty Child `json:"childOmitEmpty,omitempty"`
	// +optional
	OptionalText string `json:"optionalText"`

	TextOmitEmpty string   `json:"textOmitEmpty,omitempty"`
	TextPointer   *string  `json:"textPointer"`
	ChildPointer  *Child   `json:"childPointer"`
	List          []string `json:"list"`
	Map           map[string]string `json:"map"`
	Array         [2]int32 `json:"array"`
	Any           interface{} `json:"any"`

	// A struct with exactly one embedded member is treated like that member.
	Wrapper Wrapper `json:"wrapper"`
	// Its embedded member is a pointer: no default.
	PointerWrapper PointerWrapper `json:"pointerWrapper"`
	// Its embedded member is a string type, omitempty: no default.
	NameWrapper NameWrapper `json:"nameWrapper,omitempty"`
	// Two members: {}.
	Pair Pair `json:"pair"`

	// An explicit default equal to the enforced zero is accepted.
	// +default=""
	SameText string `json:"sameText"`
	// +default=0
	SameNumber int64 `json:"sameNumber"`
	// +default=0.0
	SameReal float32 `json:"sameReal"`
	// +default=false
	SameFlag bool `json:"sameFlag"`
	// +default={}
	SameChild Child `json:"sameChild"`
	// An explicit default on an omitempty builtin is kept.
	// +default="x"
	Explicit string `json:"explicit,omitempty"`
}

// Child is a plain struct.
type Child struct {
	Name string `json:"name,omitempty"`
}

// Wrapper embeds one struct.
type Wrapper struct {
	Child `json:",inline"`
}

// PointerWrapper embeds one pointer.
type PointerWrapper struct {
	*Child `json:",inline"`
}

// Name is a string type.
type Name string

// NameWrapper embeds one string type.
type NameWrapper struct {
	Name
}

// Pair has two members.
type Pair struct {
	Child `json:",inline"`
	Other string `json:"other,omitempty"`
}
