package v1

// Tractor is printed as OpenAPI 3 on standard output when no output is named.
type Tractor struct {
	// Wheels of the tractor.
	Wheels int32 `json:"wheels"`
}
