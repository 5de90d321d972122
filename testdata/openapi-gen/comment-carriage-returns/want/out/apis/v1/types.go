package v1

// Widget isa thing.
/* Block
   commentline */ with */
type Widget struct {
	// A lonecrhere
	// and CRLF.
	A string `json:"a"`
}
