package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Tags []string

// Lists needs +listType on its slices.
type Lists struct {
	// +listType=atomic
	Atomic []string `json:"atomic"`
	// +listType
	Bare []string `json:"bare"`
	// +listMapKey=name
	Missing []Inline   `json:"missing"`
	Bytes   []byte     `json:"bytes"`
	Octets  []uint8    `json:"octets"`
	Named   Tags       `json:"named"`
	Pointer *[]string  `json:"pointer"`
	Array   [2]string  `json:"array"`
	Nested  [][]string `json:"nested"`
}

// Widget is an object of the API.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
}

// WidgetList keeps every rule.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty" protobuf:"bytes,1,opt,name=metadata"`
	Items           []Widget `json:"items" protobuf:"bytes,2,rep,name=items"`
}

// PlainList keeps them with an empty TypeMeta tag and no protobuf tags.
type PlainList struct {
	metav1.TypeMeta `json:""`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// MarkedList gives its Items a list type.
type MarkedList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	// +listType=atomic
	Items []Widget `json:"items"`
}

// ShuffledList breaks every streaming rule.
type ShuffledList struct {
	ListMeta metav1.ListMeta `json:"metadata" protobuf:"bytes,2,opt,name=metadata"`
	Items    []Widget        `json:"items,omitempty" protobuf:"bytes,1,rep,name=items"`
	TypeMeta metav1.TypeMeta `json:",inline" protobuf:"bytes,3,opt,name=typeMeta"`
}

// UntaggedList embeds TypeMeta without a json tag.
type UntaggedList struct {
	metav1.TypeMeta
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// NamedTypeMetaList inlines TypeMeta under a name.
type NamedTypeMetaList struct {
	metav1.TypeMeta `json:"typeMeta"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// NotAList has a fourth member: no streaming rule applies, and Items needs no list type.
type NotAList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
	Total           int32    `json:"total"`
}

// Alias is a named type over a struct: linted as that struct.
type Alias Names
