package v1

import lib "example.com/lib/v1"

// Order refers to the library module, given on the command line by its root directory.
type Order struct {
	lib.TypeMeta `json:",inline"`
	// Lines of the order.
	Lines lib.Lines `json:"lines"`
}
