package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Mode is how a gadget runs.
// +kubebuilder:validation:Enum=Fast;Slow;Off
type Mode string

// Port is one listening port, keyed by name and protocol.
type Port struct {
	// +kubebuilder:validation:MaxLength=15
	Name string `json:"name"`
	// +kubebuilder:validation:Enum=TCP;UDP
	Protocol string `json:"protocol"`
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=65535
	Number int32 `json:"number"`
}

// Rule is a named weight.
type Rule struct {
	Name string `json:"name"`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMinimum=true
	// +optional
	Weight int64 `json:"weight,omitempty"`
}

// GadgetSpec is what a gadget should be.
// +kubebuilder:validation:XValidation:rule="!has(self.replicas) || self.replicas <= 50",message="at most 50 replicas",reason=FieldValueForbidden,fieldPath=".replicas"
type GadgetSpec struct {
	// +kubebuilder:default=Fast
	// +optional
	Mode Mode `json:"mode,omitempty"`

	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:Maximum=100
	// +kubebuilder:validation:ExclusiveMaximum=true
	// +kubebuilder:validation:MultipleOf=5
	// +optional
	Replicas *int32 `json:"replicas,omitempty"`

	// +kubebuilder:validation:MinLength=3
	// +kubebuilder:validation:MaxLength=20
	// +kubebuilder:validation:Pattern=`^[a-z][a-z0-9-]*$`
	Title string `json:"title"`

	// +kubebuilder:validation:Format=date-time
	// +optional
	Since string `json:"since,omitempty"`

	// +kubebuilder:validation:Format=ipv4
	// +optional
	Address string `json:"address,omitempty"`

	// +listType=set
	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:MaxItems=4
	// +optional
	Tags []string `json:"tags,omitempty"`

	// +listType=map
	// +listMapKey=name
	// +listMapKey=protocol
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Ports []Port `json:"ports,omitempty"`

	// +listType=map
	// +listMapKey=name
	// +optional
	Rules []Rule `json:"rules,omitempty"`

	// +mapType=granular
	// +kubebuilder:validation:MinProperties=1
	// +kubebuilder:validation:MaxProperties=3
	// +optional
	Labels map[string]string `json:"labels,omitempty"`

	// +nullable
	// +optional
	Note *string `json:"note,omitempty"`

	// +optional
	Size *intstr.IntOrString `json:"size,omitempty"`

	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Extra *runtime.RawExtension `json:"extra,omitempty"`

	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +optional
	Template *runtime.RawExtension `json:"template,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self == oldSelf",message="owner is immutable",optionalOldSelf=false
	// +optional
	Owner string `json:"owner,omitempty"`
}

// GadgetStatus is what a gadget is.
type GadgetStatus struct {
	// +optional
	Ready bool `json:"ready,omitempty"`
}

// Gadget is a test kind.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GadgetSpec   `json:"spec"`
	Status GadgetStatus `json:"status,omitempty"`
}

// GadgetList is a list of gadgets.
// +kubebuilder:object:root=true
type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}
