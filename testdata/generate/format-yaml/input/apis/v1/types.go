package v1

// Note is written as YAML.
//
// Strings that look like other YAML values are quoted: see the members.
type Note struct {
	// yes
	Yes string `json:"yes"`
	// null
	Null *string `json:"null,omitempty"`
	// 123
	Number int32 `json:"number"`
	// key: value # not a comment
	Colon string `json:"colon"`
	// Multi-line:
	//	indented "quoted" line
	// end
	Multi string `json:"multi"`
	// Child is a reference.
	Child Child `json:"child"`
	// +listType=map
	// +listMapKey=name
	Children []Child `json:"children"`
}

// Child is a struct.
type Child struct {
	Name string `json:"name"`
}
