package api

import "example.com/refs/shared"

// Thing refers to a struct of a package that produces no definitions.
type Thing struct {
	// Owner is described in package shared.
	Owner shared.Owner `json:"owner"`
}
