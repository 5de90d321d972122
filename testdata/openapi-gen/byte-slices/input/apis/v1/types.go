package v1

// Octet is a named byte type: a slice of it is an array of integers.
type Octet byte

// ByteAlias is byte under another name: go/types spells []ByteAlias by the alias.
type ByteAlias = byte

// Blob is a named []byte: a byte string.
type Blob []byte

// Octets is a named []uint8: an array.
type Octets []uint8

// Small is a named int8.
type Small int8

// Payloads holds every way of writing a slice of bytes.
type Payloads struct {
	// Raw is []byte as written: a byte string, and needs no +listType.
	Raw []byte `json:"raw"`
	// Unsigned is []uint8: an array of integers, yet byte to the API rule.
	Unsigned []uint8 `json:"unsigned"`
	// Signed is []int8: an array of integers, byte to the API rule too.
	Signed []int8 `json:"signed"`
	// Named is []Octet: an array, and it needs a +listType.
	Named []Octet `json:"named"`
	// Aliased is []ByteAlias: an array, byte to the API rule.
	Aliased []ByteAlias `json:"aliased"`
	// Smalls is []Small: an array that needs a +listType.
	Smalls []Small `json:"smalls"`
	Blob   Blob     `json:"blob"`
	Octets Octets   `json:"octets"`
	// ByName maps to []uint8 values: arrays.
	ByName map[string][]uint8 `json:"byName"`
	// Pointed is a pointer to []byte: a byte string.
	Pointed *[]byte `json:"pointed,omitempty"`
}
