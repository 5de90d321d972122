package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Pair is refused: optionalOldSelf on a rule that never reads oldSelf.
// +kubebuilder:object:root=true
// +kubebuilder:validation:XValidation:rule="self.spec.a == self.spec.b",optionalOldSelf=true
type Pair struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PairSpec `json:"spec"`
}

type PairSpec struct {
	A string `json:"a"`
	B string `json:"b"`
}

// Knob is refused: optionalOldSelf=false is written too, and the word in a string is not a read.
// +kubebuilder:object:root=true
type Knob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:XValidation:rule="self != 'oldSelf'",optionalOldSelf=false
	Mode string `json:"mode"`
}

// Rack is refused: a field named oldSelf is not the variable.
// +kubebuilder:object:root=true
type Rack struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:items:XValidation:rule="self.oldSelf != ''",optionalOldSelf=true
	Slots []Slot `json:"slots"`
}

type Slot struct {
	OldSelf string `json:"oldSelf"`
}

// Dial is accepted: the rule reads oldSelf.
// +kubebuilder:object:root=true
type Dial struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:XValidation:rule="!oldSelf.hasValue() || self >= oldSelf.value()",optionalOldSelf=true
	Level int32 `json:"level"`
}

// Lamp is accepted: a rule without optionalOldSelf need not read oldSelf.
// +kubebuilder:object:root=true
type Lamp struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:XValidation:rule="self != ''"
	Color string `json:"color"`
}

// Blob is refused: a Schemaless property has no type.
// +kubebuilder:object:root=true
type Blob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BlobSpec `json:"spec"`
}

type BlobSpec struct {
	// +kubebuilder:validation:Schemaless
	Data Payload `json:"data"`
}

type Payload struct {
	Raw string `json:"raw"`
}

// Sack is accepted: a Schemaless property that keeps unknown fields.
// +kubebuilder:object:root=true
type Sack struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:pruning:PreserveUnknownFields
	Data Payload `json:"data"`
}

// Tag is accepted: a Schemaless int-or-string.
// +kubebuilder:object:root=true
type Tag struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:validation:XIntOrString
	Value Payload `json:"value"`
}

// Box is accepted: a Schemaless property given a type.
// +kubebuilder:object:root=true
type Box struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:validation:Type=object
	Data Payload `json:"data"`
}
