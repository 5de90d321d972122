package v1

// Object is what an event carries.
type Object interface {
	GetName() string
}

// Event refers to an interface: before kube-openapi 24f99be, by $ref.
type Event struct {
	// Object is the object.
	Object Object `json:"object"`
	// Previous points to one.
	Previous *Object `json:"previous,omitempty"`
	// Raw is an empty interface: an object in every era.
	Raw interface{} `json:"raw"`
	// Inner is unexported.
	Inner amount `json:"inner"`
}

// amount is unexported: before kube-openapi 88dc462 it has a definition too.
type amount struct {
	Value int64 `json:"value"`
}
