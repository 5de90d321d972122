package v1

import "example.com/units/size"

// Shelf has a size.
type Shelf struct {
	// Width of the shelf.
	Width size.Length `json:"width"`
}
