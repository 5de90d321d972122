package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Color is one of three.
// +kubebuilder:validation:Enum=red;green;blue
type Color string

// Dial's defaults: each one below is refused by its own schema.
// +kubebuilder:object:root=true
type Dial struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:default=purple
	// +optional
	Color Color `json:"color,omitempty"`
}

// +kubebuilder:object:root=true
type Knob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	// +kubebuilder:default="Big"
	// +optional
	Size string `json:"size,omitempty"`
}

// +kubebuilder:object:root=true
type Gauge struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	// +kubebuilder:default=0
	// +optional
	Level int32 `json:"level,omitempty"`
}

// +kubebuilder:object:root=true
type Lever struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:MaxItems=1
	// +kubebuilder:default={a,b}
	// +optional
	Names []string `json:"names,omitempty"`
}

// +kubebuilder:object:root=true
type Slider struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:Format=date-time
	// +kubebuilder:default="soon"
	// +optional
	When string `json:"when,omitempty"`
}

// +kubebuilder:object:root=true
type Switch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +default=["a"]
	// +optional
	Ports []int32 `json:"ports,omitempty"`
}

// Spring is a small struct.
type Spring struct {
	// +optional
	Tension int32 `json:"tension,omitempty"`
}

// +kubebuilder:object:root=true
type Coil struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:default={tension: 1, color: red}
	// +optional
	Spring Spring `json:"spring,omitempty"`
}

// +kubebuilder:object:root=true
type Crate struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}

// Valve's defaults all fit their schemas.
// +kubebuilder:object:root=true
type Valve struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:default=green
	// +optional
	Color Color `json:"color,omitempty"`

	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	// +kubebuilder:default="big"
	// +optional
	Size string `json:"size,omitempty"`

	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:default=3
	// +optional
	Level int32 `json:"level,omitempty"`

	// +kubebuilder:default={tension: 2}
	// +optional
	Spring Spring `json:"spring,omitempty"`

	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={apiVersion: v1, kind: ConfigMap, metadata: {name: settings}}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}

// Hatch: an embedded default with apiVersion and kind but no metadata.
// +kubebuilder:object:root=true
type Hatch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:default={apiVersion: v1, kind: ConfigMap}
	// +optional
	Template runtime.RawExtension `json:"template,omitempty"`
}
