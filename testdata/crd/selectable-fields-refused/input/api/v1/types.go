package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:validation:Enum=open;shut
type Mode string

type ValveSpec struct {
	Color string `json:"color"`
	// +kubebuilder:validation:Format=date-time
	Since string `json:"since"`
	Mode  Mode   `json:"mode"`
	Count int32  `json:"count"`
	On    bool   `json:"on"`
	// +kubebuilder:validation:Type=number
	Ratio  string            `json:"ratio"`
	Parts  []string          `json:"parts"`
	Labels map[string]string `json:"labels"`
	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:Schemaless
	Port Payload `json:"port"`
}

type Payload struct {
	Raw string `json:"raw"`
}

// Widget is accepted: strings (one with a format), an enum, an integer, a boolean, a map's value.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec.color`
// +kubebuilder:selectablefield:JSONPath=`.spec.since`
// +kubebuilder:selectablefield:JSONPath=`.spec.mode`
// +kubebuilder:selectablefield:JSONPath=`.spec.count`
// +kubebuilder:selectablefield:JSONPath=`.spec.on`
// +kubebuilder:selectablefield:JSONPath=`.spec.labels.zone`
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Gadget is refused: no such field.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec.colour`
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Sprocket is refused: a number.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec.ratio`
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Cog is refused: a list.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec.parts`
type Cog struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Lever is refused: metadata.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.metadata.name`
type Lever struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Tap is refused: array notation.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec['color']`
type Tap struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Pipe is refused: an object.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec`
type Pipe struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}

// Hose is refused: an int-or-string has no type.
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=`.spec.port`
type Hose struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ValveSpec `json:"spec"`
}
