// Package omitzero has KEP-1027 union members tagged omitzero (Go 1.24), which omits a
// zero value, a zero struct included: such a member can be unset, so neither "must be
// optional" (OM3009) nor "make it a pointer" (OM3010) applies. Plain holds the members
// without omitzero, which both rules report.
package omitzero

// +enum
type Kind string

const (
	KindBox  Kind = "Box"
	KindName Kind = "Name"
)

// Box is a member's value.
type Box struct {
	Width int32 `json:"width"`
}

// Zeroable uses omitzero on both members.
type Zeroable struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionMember
	Box Box `json:"box,omitzero"`
	// +unionMember
	Name string `json:"name,omitzero"`
}

// Plain has the same members without omitzero.
type Plain struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionMember
	Box Box `json:"box"`
	// +unionMember
	Name string `json:"name"`
}
