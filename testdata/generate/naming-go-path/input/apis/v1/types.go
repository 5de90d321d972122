package v1

// Gizmo has no model name: its definition is named by its Go path, JSON-Pointer escaped
// ("/" becomes "~1", "~" becomes "~0"), in the key and in every $ref.
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
