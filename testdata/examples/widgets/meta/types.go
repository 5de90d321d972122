package meta

// TypeMeta describes an individual object in an API response or request.
type TypeMeta struct {
	// Kind is a string value representing the REST resource this object represents.
	// +optional
	Kind string `json:"kind,omitempty"`

	// APIVersion defines the versioned schema of this representation of an object.
	// +optional
	APIVersion string `json:"apiVersion,omitempty"`
}

// ObjectMeta is metadata that all persisted resources must have.
type ObjectMeta struct {
	// Name must be unique within a namespace.
	// +optional
	Name string `json:"name,omitempty"`

	// Labels are string keys and values that can be used to organize and categorize objects.
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
}
