package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Shade: a type whose own default is not in its enum (controller-gen does not write it).
// +kubebuilder:validation:Enum=light;dark
// +kubebuilder:default=medium
type Shade string

type Inner struct {
	// +kubebuilder:validation:MinLength=3
	// +kubebuilder:default="ab"
	// +optional
	Code string `json:"code,omitempty"`
	// +kubebuilder:validation:MultipleOf=5
	// +kubebuilder:default=7
	// +optional
	Step int32 `json:"step,omitempty"`
}

type Req struct {
	Name string `json:"name"`
	// +optional
	Size int32 `json:"size,omitempty"`
}

// +kubebuilder:object:root=true
type Aa struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:MinItems=2
	// +kubebuilder:default={a}
	// +optional
	Names []string `json:"names,omitempty"`
}

// +kubebuilder:object:root=true
type Ab struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:default={red,purple}
	// +optional
	Colors []Color `json:"colors,omitempty"`
}

// +kubebuilder:object:root=true
type Ac struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +optional
	Shade Shade `json:"shade,omitempty"`
}

// +kubebuilder:object:root=true
type Ad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +optional
	Inner Inner `json:"inner,omitempty"`
}

// +kubebuilder:object:root=true
type Ae struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:default={size: 1}
	// +optional
	Req Req `json:"req,omitempty"`
}

// +kubebuilder:object:root=true
type Af struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:MaxLength=2
	// +kubebuilder:default="abc"
	// +optional
	Tag string `json:"tag,omitempty"`
}

// +kubebuilder:object:root=true
type Ag struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:default="5"
	// +optional
	Port intstr.IntOrString `json:"port,omitempty"`
	// +kubebuilder:default={a: 1}
	// +optional
	Counts map[string]int32 `json:"counts,omitempty"`
}

// +kubebuilder:object:root=true
type Ah struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:default={a: x}
	// +optional
	Counts map[string]int32 `json:"counts,omitempty"`
}

// +kubebuilder:object:root=true
type Ai struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={apiVersion: v1, kind: ConfigMap, metadata: {labels: {a: b}}}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}

// +kubebuilder:object:root=true
type Aj struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={kind: ConfigMap}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}

// +kubebuilder:object:root=true
type Ak struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:Enum=1;2
	// +kubebuilder:default=3
	// +optional
	Mode int32 `json:"mode,omitempty"`
	// +kubebuilder:default=true
	// +optional
	On bool `json:"on,omitempty"`
}

// Ba: metadata the server coerces is not checked (accepted). Bb: a type meta the server refuses.
// +kubebuilder:object:root=true
type Ba struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={apiVersion: v1, kind: ConfigMap, metadata: {name: Bad_Name}}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}

// +kubebuilder:object:root=true
type Bb struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={apiVersion: "a/b/c", kind: "Config_Map"}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}

