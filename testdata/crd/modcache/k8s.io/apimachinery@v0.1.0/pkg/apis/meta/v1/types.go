// Package v1 is a stand-in for the metav1 package, written for these tests.
package v1

// TypeMeta says what an object is.
type TypeMeta struct {
	// The kind of the object.
	// +optional
	Kind string `json:"kind,omitempty"`
	// The version of its schema.
	// +optional
	APIVersion string `json:"apiVersion,omitempty"`
}

// ObjectMeta names an object.
type ObjectMeta struct {
	// +optional
	Name string `json:"name,omitempty"`
}

// ListMeta describes a list.
type ListMeta struct {
	// +optional
	Continue string `json:"continue,omitempty"`
}

// Time is a timestamp.
type Time struct {
	Seconds int64 `json:"-"`
}

// Duration is a span of time.
type Duration struct {
	Nanos int64 `json:"-"`
}

// Condition is one observation of an object's state.
type Condition struct {
	// type of the condition.
	// +required
	// +kubebuilder:validation:MaxLength=63
	Type string `json:"type"`
	// when it last changed.
	LastTransitionTime Time `json:"lastTransitionTime"`
}
