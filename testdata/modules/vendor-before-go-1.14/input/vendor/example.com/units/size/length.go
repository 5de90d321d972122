package size

// Length from vendor/, which is not read: its go.mod says go 1.13: the go command reads vendor/ by itself only from go 1.14.
type Length struct{
	Inches int32 `json:"inches"`
}
