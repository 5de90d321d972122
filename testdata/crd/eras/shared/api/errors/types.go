// Package errors holds what some controller-tools releases refuse.
// +groupName=refusals.example.com
package errors

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Port is a network port.
type Port int32

// RefusalSpec is what a refusal should be.
type RefusalSpec struct {
	// port has a field bound on a named number
	// +kubebuilder:validation:Maximum=1024
	// +optional
	Port Port `json:"port,omitempty"`

	// limit is a number or a string, at most 4 long
	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:MaxLength=4
	// +optional
	Limit *intstr.IntOrString `json:"limit,omitempty"`

	// name has rules with every argument
	// +kubebuilder:validation:XValidation:rule="self.size() > 1",messageExpression="'too short: ' + self"
	// +kubebuilder:validation:XValidation:rule="self != 'x'",message="not x",reason=FieldValueForbidden,fieldPath=".name"
	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="fixed",optionalOldSelf=true
	// +optional
	Name string `json:"name,omitempty"`
}

// Refusal is what older controller-gens refuse.
type Refusal struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec RefusalSpec `json:"spec,omitempty"`
}
