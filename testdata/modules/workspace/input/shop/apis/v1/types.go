package v1

import (
	"example.com/catalog/items"
	"example.com/units/quantity"
)

// Crate holds one item of the catalog.
type Crate struct {
	items.Entry `json:",inline"`
	// Weight of the crate.
	Weight quantity.Weight `json:"weight"`
}
