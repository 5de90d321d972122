package v1

// Octet is a Go alias of byte.
type Octet = byte

// Small is a named byte type, not an alias.
type Small byte

// Blob holds byte slices spelt three ways.
type Blob struct {
	// Data is a slice of an alias of byte: []byte before go/types materialized aliases.
	// +optional
	Data []Octet `json:"data,omitempty"`
	// Raw is a []byte.
	// +optional
	Raw []byte `json:"raw,omitempty"`
	// Numbers is a slice of a named byte type: an array of integers in every era.
	// +listType=atomic
	Numbers []Small `json:"numbers"`
}
