package v1

// Crate is declared first (a.go sorts before types.go): go/types meets Box through it.
type Crate struct {
	// Lid of the crate.
	Lid *Box `json:"lid"`
}
