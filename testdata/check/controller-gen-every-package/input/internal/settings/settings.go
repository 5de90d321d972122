// Package settings has no kind at all: controller-gen still parses the markers of every
// package paths= names, and fails on one it cannot parse.
package settings

// Settings are not an API object.
type Settings struct {
	// +kubebuilder:validation:Enum=x  y ;z
	Level string `json:"level"`

	// +listType
	Ports []int32 `json:"ports"`
}
