package v1

// +k8s:openapi-gen=false

// Attached is documented by the comment group right above it. The marker group above the
// blank line is a different group: it is not seen, so the type is not excluded.
//
//go:generate echo directives are dropped
//nolint:revive
//+k8s:openapi-gen=x-kubernetes-no-space:kept
type Attached struct {
	// A comment group separated by a blank line documents nothing.

	Detached string `json:"detached"`

	Before string `json:"before"` // This trailing comment documents the next field.
	After  string `json:"after"`

	Last string `json:"last"` // A trailing comment on the last line documents nothing.

	/* A block comment documents the next field. */
	Block string `json:"block"`

	/*
		A multi-line block comment
		keeps its lines.
	*/
	MultiLineBlock string `json:"multiLineBlock"`

	// Line comments and
	/* a block comment */
	// form one group.
	Mixed string `json:"mixed"`

	//+optional
	NoSpaceMarker string `json:"noSpaceMarker"`

	//	+optional
	// A marker after a tab is not a marker: tags are trimmed of spaces only.
	TabMarker string `json:"tabMarker"`
}
