package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Shade is a colour.
// +kubebuilder:validation:Enum=red;green;blue
type Shade string

// Checked carries a rule of its own.
// +kubebuilder:validation:XValidation:rule="has(self.on)",message="on is required"
type Checked struct {
	On *bool `json:"on,omitempty"`
}

// Level prints itself as text.
type Level struct {
	Value int32 `json:"value"`
}

func (l Level) MarshalText() ([]byte, error) { return nil, nil }

// Mode is a kind of run (a k8s:enum type: its constants are its values).
// +k8s:enum
// +kubebuilder:title=Mode
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
)

// GadgetSpec is what a gadget should be.
// +kubebuilder:validation:ExactlyOneOf=left;right
// +kubebuilder:validation:AtLeastOneOf=left;right
type GadgetSpec struct {
	// note, for users.
	//
	// TODO: fix.
	// ---
	// Internal.
	// +optional
	Note string `json:"note,omitempty"`

	// shade narrows its type's values.
	// +kubebuilder:validation:Enum=red;green
	// +optional
	Shade Shade `json:"shade,omitempty"`

	// checked has a rule beside its type's.
	// +kubebuilder:validation:XValidation:rule="self.on == true",message="must be on"
	// +optional
	Checked *Checked `json:"checked,omitempty"`

	// protocol is core/v1's.
	// +optional
	Protocol corev1.Protocol `json:"protocol,omitempty"`

	// level marshals as text
	// +optional
	Level *Level `json:"level,omitempty"`

	// twice has the same rule written twice
	// +kubebuilder:validation:XValidation:rule="self.size() > 0"
	// +kubebuilder:validation:XValidation:rule="self.size() > 0"
	// +optional
	Twice string `json:"twice,omitempty"`

	// summary is a long description without a single sentence end in its first ninety bytes so maxDescLen cuts it
	// +optional
	Summary string `json:"summary,omitempty"`

	// tags are short
	// +kubebuilder:validation:items:MaxLength=8
	// +optional
	Tags []string `json:"tags,omitempty"`

	// flavor has a default
	// +default="plain"
	// +optional
	Flavor string `json:"flavor,omitempty"`

	// owner is required although omitempty
	// +required
	Owner string `json:"owner,omitempty"`

	// region is required the k8s way
	// +k8s:required
	Region string `json:"region,omitempty"`

	// zone never changes once set
	// +k8s:immutable
	// +optional
	Zone string `json:"zone,omitempty"`

	// mode is an enum of constants
	// +optional
	Mode Mode `json:"mode,omitempty"`

	// title has a title
	// +kubebuilder:title=Title
	// +kubebuilder:externalDocs:url="https://example.com/title"
	// +optional
	Title string `json:"title,omitempty"`

	// +optional
	Left *string `json:"left,omitempty"`
	// +optional
	Right *string `json:"right,omitempty"`
}

// Gadget is a small machine.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec.shade`
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GadgetSpec `json:"spec,omitempty"`
}
