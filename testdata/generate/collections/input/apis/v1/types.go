package v1

// Shelf holds slices, arrays and maps.
type Shelf struct {
	// Names is a slice of strings.
	Names []string `json:"names"`
	// Slots is an array.
	Slots [3]int32 `json:"slots"`
	// Matrix nests slices.
	Matrix [][]float64 `json:"matrix"`
	// Data is a byte slice: a string with format byte.
	Data []byte `json:"data"`
	// Blob is a named byte slice: also a string with format byte.
	Blob Blob `json:"blob"`
	// Blobs are byte slices in a slice.
	Blobs []Blob `json:"blobs"`
	// Items refer to a struct.
	Items []Item `json:"items"`
	// ItemPointers refer to a struct through pointers.
	ItemPointers []*Item `json:"itemPointers"`
	// Tags is a named slice type.
	Tags Tags `json:"tags"`
	// MaybeNames is a pointer to a slice.
	MaybeNames *[]string `json:"maybeNames"`
	// Labels is a map of strings.
	Labels map[string]string `json:"labels"`
	// ByKey has a key whose type is defined over string.
	ByKey map[Key]int64 `json:"byKey"`
	// ItemsByName maps to a struct through a pointer.
	ItemsByName map[string]*Item `json:"itemsByName"`
	// Nested maps to maps.
	Nested map[string]map[string]bool `json:"nested"`
	// Lists maps to slices.
	Lists map[string][]int32 `json:"lists"`
	// Table is a named map type.
	Table Table `json:"table"`
	// Grid is a named array type.
	Grid Grid `json:"grid"`
}

// Item is a struct referred to from collections.
type Item struct {
	Name string `json:"name"`
}

// Blob is a named byte slice.
type Blob []byte

// Tags is a named slice.
type Tags []string

// Key is a string type used as a map key.
type Key string

// Table is a named map.
type Table map[Key]Item

// Grid is a named array.
type Grid [2][2]int8
