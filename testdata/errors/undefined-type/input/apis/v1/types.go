package v1

// Ghost refers to types that do not exist.
type Ghost struct {
	// Missing is not declared anywhere.
	Shadow Missing `json:"shadow"`
	// An inlined member of an undeclared type.
	Phantom `json:",inline"`
	// A qualifier that no import declares.
	Spirit spooky.Spirit `json:"spirit"`
	// Items of an undeclared type.
	Wisps []Wisp `json:"wisps"`
}
