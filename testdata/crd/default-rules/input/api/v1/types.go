// Package v1: defaults the API server checks against their CEL rules, and one it does not check.
// +groupName=defaults.example.com
package v1

import (
	"k8s.io/apimachinery/pkg/util/intstr"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +kubebuilder:object:root=true
type Dial struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              DialSpec `json:"spec"`
}

type DialSpec struct {
	// refused: on a create there is no oldSelf
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",optionalOldSelf=true
	// +kubebuilder:default="1Gi"
	Size *intstr.IntOrString `json:"size,omitempty"`
	// refused, with the rule's message
	// +kubebuilder:validation:XValidation:rule="self == 'x'",message="must be x"
	// +kubebuilder:default="abc"
	Mode string `json:"mode,omitempty"`
	// refused, with the message expression's text
	// +kubebuilder:validation:XValidation:rule="self == 'x'",messageExpression="'bad: ' + self"
	// +kubebuilder:default="abc"
	Tone string `json:"tone,omitempty"`
	// refused, as the reason says
	// +kubebuilder:validation:XValidation:rule="has(self.a)",reason=FieldValueForbidden
	// +kubebuilder:default={}
	Knob Knob `json:"knob,omitempty"`
	// refused inside the default
	// +kubebuilder:default={b:"q"}
	Lever Lever `json:"lever,omitempty"`
	// accepted: a transition rule is not checked on a create
	// +kubebuilder:validation:XValidation:rule="self == oldSelf"
	// +kubebuilder:default="abc"
	Fixed string `json:"fixed,omitempty"`
	// accepted: the rule holds
	// +kubebuilder:validation:XValidation:rule="self == 'abc' || self == 'x'"
	// +kubebuilder:default="abc"
	Kind string `json:"kind,omitempty"`
	// accepted: the server does not check defaults inside a map's values
	Gauges map[string]Gauge `json:"gauges,omitempty"`
}

type Gauge struct {
	// +kubebuilder:validation:Enum=a;b
	// +kubebuilder:default=c
	G string `json:"g,omitempty"`
}

type Knob struct {
	A string `json:"a,omitempty"`
}

type Lever struct {
	// +kubebuilder:validation:XValidation:rule="self == 'p'"
	B string `json:"b,omitempty"`
}
