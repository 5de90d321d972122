package v1

import "example.com/parity/apis/shared"

// Record refers to types of a dependency that declares a model package.
type Record struct {
	Stamp  shared.Stamp   `json:"stamp"`
	Tagged *shared.Tagged `json:"tagged,omitempty"`
}
