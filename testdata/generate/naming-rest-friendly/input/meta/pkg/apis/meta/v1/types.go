package v1

// ObjectMeta is named io.example.k8s.meta.pkg.apis.meta.v1.ObjectMeta: the path after the host is kept whole.
type ObjectMeta struct {
	Name string `json:"name,omitempty"`
	// Owners refer to their own definition.
	Owners []OwnerReference `json:"owners,omitempty"`
}

// OwnerReference names an owner.
type OwnerReference struct {
	UID string `json:"uid"`
}
