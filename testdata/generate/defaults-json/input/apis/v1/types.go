package v1

// Settings has explicit +default values of every JSON kind, on members without an
// enforced zero default (pointers, omitempty builtins, slices, maps).
type Settings struct {
	// +default="fast"
	Text *string `json:"text,omitempty"`
	// +default="héllo \"world\" \u00e9"
	Escaped *string `json:"escaped,omitempty"`
	// +default=42
	Integer *int32 `json:"integer,omitempty"`
	// +default=-7
	Negative int64 `json:"negative,omitempty"`
	// +default=1.50
	Float *float64 `json:"float,omitempty"`
	// +default=1e3
	Exponent float32 `json:"exponent,omitempty"`
	// +default=true
	Flag *bool `json:"flag,omitempty"`
	// +default=false
	Off bool `json:"off,omitempty"`
	// +default=["a", "b"]
	List []string `json:"list"`
	// +default={"b": 2, "a": {"nested": [1, null]}}
	Object map[string]interface{} `json:"object"`
	// +default={}
	Empty map[string]string `json:"empty"`
	// +default=[]
	None []int32 `json:"none"`
	// A null default is no default.
	// +default=null
	Null *string `json:"null,omitempty"`
	// +default={"name":"x"}
	Child *Child `json:"child,omitempty"`
}

// Child is a struct.
type Child struct {
	Name string `json:"name"`
}
