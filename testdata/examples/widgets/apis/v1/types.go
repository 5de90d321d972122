package v1

import (
	meta "example.com/widgets/meta"
)

// Widget is a thing you can put on a shelf.
//
// Widgets are namespaced.
type Widget struct {
	meta.TypeMeta `json:",inline"`
	// Standard object metadata.
	// +optional
	meta.ObjectMeta `json:"metadata,omitempty"`

	// Spec is the desired state of the widget.
	Spec WidgetSpec `json:"spec"`
}

// WidgetSpec is the desired state of a widget.
type WidgetSpec struct {
	// Size of the widget, in centimetres.
	// +optional
	// +default=10
	Size *int32 `json:"size,omitempty"`

	// Ports the widget listens on.
	// +optional
	// +listType=map
	// +listMapKey=port
	// +listMapKey=protocol
	// +patchStrategy=merge
	// +patchMergeKey=port
	Ports []WidgetPort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port"`

	// Finish of the widget's surface.
	Finish Finish `json:"finish"`

	// Colours the widget comes in.
	// +optional
	// +listType=set
	Colours []string `json:"colours,omitempty"`
}

// WidgetPort is one port of a widget.
// +structType=atomic
type WidgetPort struct {
	// Port number.
	Port int32 `json:"port"`
	// Protocol of the port.
	// +optional
	// +default="TCP"
	Protocol string `json:"protocol,omitempty"`
}

// Finish of a widget's surface.
// +enum
type Finish string

const (
	// FinishMatte is a dull surface.
	FinishMatte Finish = "Matte"
	// FinishGloss shines.
	FinishGloss Finish = "Gloss"
)
