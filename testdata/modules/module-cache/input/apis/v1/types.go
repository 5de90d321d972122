package v1

import status "github.com/ExampleOrg/Status/conditions"

// Widget is sold in the shop.
type Widget struct {
	// Conditions of the widget.
	// +optional
	Conditions status.Conditions `json:"conditions,omitempty"`
}
