// Package v1 is a stand-in for metav1 written for the applyconfiguration tests: the
// members the generator walks, with their json names and list markers.
package v1

import "k8s.io/apimachinery/pkg/types"

// TypeMeta names the kind and its schema version.
type TypeMeta struct {
	// +optional
	Kind string `json:"kind,omitempty"`
	// +optional
	APIVersion string `json:"apiVersion,omitempty"`
}

// ObjectMeta is what every stored object carries.
type ObjectMeta struct {
	Name                       string            `json:"name,omitempty"`
	GenerateName               string            `json:"generateName,omitempty"`
	Namespace                  string            `json:"namespace,omitempty"`
	SelfLink                   string            `json:"selfLink,omitempty"`
	UID                        types.UID         `json:"uid,omitempty"`
	ResourceVersion            string            `json:"resourceVersion,omitempty"`
	Generation                 int64             `json:"generation,omitempty"`
	CreationTimestamp          Time              `json:"creationTimestamp,omitempty"`
	DeletionTimestamp          *Time             `json:"deletionTimestamp,omitempty"`
	DeletionGracePeriodSeconds *int64            `json:"deletionGracePeriodSeconds,omitempty"`
	Labels                     map[string]string `json:"labels,omitempty"`
	Annotations                map[string]string `json:"annotations,omitempty"`
	// +listType=map
	// +listMapKey=uid
	OwnerReferences []OwnerReference `json:"ownerReferences,omitempty"`
	// +listType=set
	Finalizers    []string             `json:"finalizers,omitempty"`
	ManagedFields []ManagedFieldsEntry `json:"managedFields,omitempty"`
}

// ListMeta describes a list.
type ListMeta struct {
	Continue string `json:"continue,omitempty"`
}

// OwnerReference points at an owner.
// +structType=atomic
type OwnerReference struct {
	APIVersion string    `json:"apiVersion"`
	Kind       string    `json:"kind"`
	Name       string    `json:"name"`
	UID        types.UID `json:"uid"`
	Controller *bool     `json:"controller,omitempty"`
}

// ManagedFieldsEntry records who set which fields.
type ManagedFieldsEntry struct {
	Manager  string    `json:"manager,omitempty"`
	Time     *Time     `json:"time,omitempty"`
	FieldsV1 *FieldsV1 `json:"fieldsV1,omitempty"`
}

// FieldsV1 is a set of fields.
type FieldsV1 struct {
	Raw []byte `json:"-"`
}

// Time is a timestamp.
type Time struct {
	Seconds int64 `json:"-"`
}

// Duration is a span of time.
type Duration struct {
	Nanos int64 `json:"-"`
}

// ConditionStatus is True, False or Unknown.
type ConditionStatus string

// Condition is one observation of an object's state.
type Condition struct {
	Type               string          `json:"type"`
	Status             ConditionStatus `json:"status"`
	LastTransitionTime Time            `json:"lastTransitionTime"`
	Message            string          `json:"message"`
}

// LabelSelector selects objects by label.
// +structType=atomic
type LabelSelector struct {
	MatchLabels map[string]string `json:"matchLabels,omitempty"`
}
