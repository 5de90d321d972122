package conditions

// Conditions are kept by type; a patch merges them by type.
type Conditions struct {
	// Items, one per condition type.
	// +listType=map
	// +listMapKey=type
	// +patchMergeKey=type
	// +patchStrategy=merge
	Items []Condition `json:"items,omitempty" patchStrategy:"merge" patchMergeKey:"type"`
}

// Condition is one observation.
type Condition struct {
	// Type of the condition, in CamelCase.
	Type string `json:"type"`
	// Status of the condition.
	Status State `json:"status"`
}

// State says whether a condition holds.
// +enum
type State string

const (
	// StateTrue: it holds.
	StateTrue State = "True"
	// StateFalse: it does not.
	StateFalse State = "False"
	// StateUnknown: nobody knows yet.
	StateUnknown State = "Unknown"
)
