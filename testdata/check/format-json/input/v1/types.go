// Package v1 has one error and three warnings, to show the output formats.
package v1

// +enum
type Protocol string

const (
	ProtocolTCP Protocol = "TCP"
	ProtocolUDP Protocol = "UDP"
)

type Port struct {
	// +optinal
	Name string `json:"name,omitempty"`
	// +unionMember
	// +optional
	Port *int32 `json:"port,omitempty"`
}

type Spec struct {
	// A stray "%" shows how the github format escapes the message.
	// +optinal%
	Hosts []string `json:"hosts,omitempty"`

	// +listType=map
	// +listMapKey=name
	// +optional
	Ports []Port `json:"ports,omitempty"`
}
