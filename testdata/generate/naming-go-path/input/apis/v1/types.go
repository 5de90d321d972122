package v1

// Gizmo has no model name: its definition gets the REST-friendly name of its Go path, as
// API servers publish it (no "/"; the host's labels reversed). The "~" of the module path
// stays in the key and is JSON-Pointer escaped ("~0") in every $ref.
type Gizmo struct {
	// Spec is a reference with siblings (description, default).
	Spec GizmoSpec `json:"spec"`
	// Parts are bare references.
	Parts []GizmoPart `json:"parts,omitempty"`
}

// GizmoSpec is the spec of a gizmo.
type GizmoSpec struct {
	Size int32 `json:"size"`
}

// GizmoPart is one part.
type GizmoPart struct {
	Name string `json:"name"`
}
