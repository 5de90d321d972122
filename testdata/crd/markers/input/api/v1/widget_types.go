package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Color is the paint of a widget.
// +kubebuilder:validation:Enum=red;green;"True"
type Color string

// Level is a small number.
// +kubebuilder:validation:Minimum=1
// +kubebuilder:validation:Maximum=9
type Level int32

// Label is a short name; the field below narrows it again.
// +kubebuilder:validation:MaxLength=20
type Label = string

// WidgetSpec is what a widget should be.
// +kubebuilder:validation:ExactlyOneOf=small;large
// +kubebuilder:validation:XValidation:rule="self.size >= 0",message="size must not be negative",reason=FieldValueInvalid
type WidgetSpec struct {
	// size of the widget, in units.
	//
	// A second paragraph, kept after a blank line.
	// TODO: this line is left out.
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:ExclusiveMaximum=true
	// +kubebuilder:validation:Maximum=100
	// +kubebuilder:validation:MultipleOf=5
	Size int64 `json:"size"`

	// color of the widget.
	// +kubebuilder:default:=red
	// +optional
	Color Color `json:"color,omitempty"`

	// level, with a field bound over the type's.
	// +kubebuilder:validation:Maximum=5
	// +optional
	Level *Level `json:"level,omitempty"`

	// label, with a title.
	// +kubebuilder:title="The label"
	// +kubebuilder:validation:MinLength=2
	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	// +optional
	Label Label `json:"label,omitempty"`

	// tags, a set of short strings.
	// +listType=set
	// +kubebuilder:validation:MaxItems=8
	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:items:MaxLength=12
	// +kubebuilder:validation:UniqueItems=true
	// +optional
	Tags []string `json:"tags,omitempty"`

	// ports by name.
	// +mapType=atomic
	// +kubebuilder:validation:MaxProperties=4
	// +kubebuilder:validation:MinProperties=1
	// +optional
	Ports map[string]int32 `json:"ports,omitempty"`

	// conditions, keyed by type.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`

	// small, one of the two sizes.
	// +optional
	Small *Part `json:"small,omitempty"`

	// large, the other.
	// +optional
	Large *Part `json:"large,omitempty"`

	// replicas as a number or a percentage.
	// +kubebuilder:validation:XIntOrString
	// +optional
	Replicas *intstr.IntOrString `json:"replicas,omitempty"`

	// memory to give it.
	// +optional
	Memory resource.Quantity `json:"memory,omitempty"`

	// extra data, kept as written.
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:validation:EmbeddedResource
	// +optional
	Extra runtime.RawExtension `json:"extra,omitempty"`

	// timeout of an operation.
	// +optional
	Timeout *metav1.Duration `json:"timeout,omitempty"`

	// anything at all.
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:validation:Type=object
	// +optional
	Anything []byte `json:"anything,omitempty"`

	// note, which may be null.
	// +nullable
	// +kubebuilder:example="hello"
	// +kubebuilder:validation:Format=hostname
	// +kubebuilder:validation:MaxLength=253
	// +optional
	Note string `json:"note,omitempty"`

	// name, set once.
	// +k8s:immutable
	// +kubebuilder:default="default"
	// +optional
	Name string `json:"name,omitempty"`

	// owner, required though omitempty.
	// +required
	Owner string `json:"owner,omitempty"`

	// data, raw bytes.
	// +kubebuilder:validation:MaxLength=1024
	// +optional
	Data []byte `json:"data,omitempty"`

	// +kubebuilder:validation:Optional
	Unmarked string `json:"unmarked"`

	Common `json:",inline"`

	// an ignored field.
	Ignored string `json:"-"`
}

// Common holds fields several specs share.
type Common struct {
	// shared, from an embedded struct.
	Shared string `json:"shared"`
}

// Part is a part of a widget.
// +structType=atomic
type Part struct {
	// weight of the part.
	// +kubebuilder:validation:Minimum=0
	Weight int32 `json:"weight"`
	// delay before use, by default.
	// +default="1s"
	// +optional
	Delay string `json:"delay,omitempty"`
}

// WidgetStatus is what a widget is.
type WidgetStatus struct {
	// replicas seen.
	// +optional
	Replicas int32 `json:"replicas,omitempty"`
	// selector of its pods.
	// +optional
	Selector string `json:"selector,omitempty"`
	// when it was last seen.
	// +optional
	LastSeen *metav1.Time `json:"lastSeen,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.size,statuspath=.status.replicas,selectorpath=.status.selector
// +kubebuilder:resource:scope=Cluster,shortName={wd,wdg},categories=all,path=widgetz,singular=widgetone
// +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`,description="how big",priority=1
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`
// +kubebuilder:metadata:annotations="example.com/owner=team-a",labels="tier=gold"
// +kubebuilder:selectablefield:JSONPath=`.spec.color`

// Widget is a widget.
// ---
// Everything after the line above is for Go readers only.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}
