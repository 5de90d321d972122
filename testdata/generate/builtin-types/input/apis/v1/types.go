package v1

// Numbers holds one member of every builtin type openapi-gen knows.
type Numbers struct {
	String  string  `json:"string"`
	Bool    bool    `json:"bool"`
	Int     int     `json:"int"`
	Int8    int8    `json:"int8"`
	Int16   int16   `json:"int16"`
	Int32   int32   `json:"int32"`
	Int64   int64   `json:"int64"`
	Uint    uint    `json:"uint"`
	Uint8   uint8   `json:"uint8"`
	Uint16  uint16  `json:"uint16"`
	Uint32  uint32  `json:"uint32"`
	Uint64  uint64  `json:"uint64"`
	Float32 float32 `json:"float32"`
	Float64 float64 `json:"float64"`
	Byte    byte    `json:"byte"`
	Rune    rune    `json:"rune"`
}

// Pointers are transparent for type and format; they only lose the enforced default.
type Pointers struct {
	String  *string  `json:"string"`
	Bool    *bool    `json:"bool"`
	Int64   *int64   `json:"int64"`
	Float32 *float32 `json:"float32"`
	Twice   **int16  `json:"twice"`
}

// Named builtins resolve to their underlying type.
type Named struct {
	Count    Count    `json:"count"`
	Ratio    Ratio    `json:"ratio"`
	Flag     Flag     `json:"flag"`
	Distance Distance `json:"distance"`
}

// Count is a named int64.
type Count int64

// Ratio is a named float64.
type Ratio float64

// Flag is a named bool.
type Flag bool

// Distance is defined over another named type.
type Distance Count
