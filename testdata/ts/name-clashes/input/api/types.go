package api

// Tables has the name of the table type the module imports.
type Tables struct {
	Rows []Definitions `json:"rows"`
	Hidden tables `json:"hidden"`
}

// Definitions has the name of the module's interface of every type.
type Definitions struct {
	Name string `json:"name"`
}

// tables has the name of the module's table constant; it is not selected (unexported)
// but is referred to, so the module describes it.
type tables struct {
	X string `json:"x"`
}
