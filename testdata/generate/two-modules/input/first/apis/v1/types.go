package v1

import (
	corev2 "second/apis/core"
	"second/apis/meta"
)

// Station uses types of the module "second", whose path has no dot.
type Station struct {
	// Meta is imported without an alias; the package is named differently from its directory.
	Meta metadata.Meta `json:"meta"`
	// Engine is imported with an alias.
	Engine corev2.Engine `json:"engine"`
	// Mode is an enum of the other module.
	Mode corev2.Mode `json:"mode"`
}
