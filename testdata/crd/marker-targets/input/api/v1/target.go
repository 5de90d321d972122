package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Settings is an object.
// +kubebuilder:validation:MaxItems=3
type Settings struct {
	Name string `json:"name"`
}

// TargetSpec has one marker per kind of value it cannot apply to.
type TargetSpec struct {
	// +kubebuilder:validation:MaxLength=3
	Count int32 `json:"count"`
	Settings Settings `json:"settings"`
	// +kubebuilder:validation:MinProperties=1
	Names []string `json:"names"`
	// +kubebuilder:validation:Pattern=`^a$`
	Port intstr.IntOrString `json:"port"`
	// +kubebuilder:validation:Minimum=1
	Label string `json:"label"`
	// +kubebuilder:validation:UniqueItems=true
	Labels map[string]string `json:"labels"`
	// +kubebuilder:validation:MinLength=1
	Tags []string `json:"tags"`
	// +kubebuilder:validation:ExclusiveMaximum=true
	Enabled bool `json:"enabled"`
	// +kubebuilder:validation:Maximum=1.5
	Size int64 `json:"size"`
	// +kubebuilder:validation:items:Maximum=1
	Words []string `json:"words"`
	// +kubebuilder:validation:MinItems=1
	Single string `json:"single"`
	// +k8s:enum
	Mode string `json:"mode"`
	// +kubebuilder:title=1
	Titled string `json:"titled"`
	// +kubebuilder:validation:XValidation:rule="self > 0",reason=Bogus
	Reasoned int32 `json:"reasoned"`
	// +mapType=granular
	Merged []string `json:"merged"`
}

// Unused has a marker that fits no value, but no kind reaches it: controller-gen says nothing.
// +kubebuilder:validation:MaxItems=3
type Unused struct {
	// +kubebuilder:validation:MaxLength=3
	Count int32 `json:"count"`
}

// Target is a kind.
// +kubebuilder:object:root=true
// +kubebuilder:metadata:annotations=owner
type Target struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              TargetSpec `json:"spec"`
}
