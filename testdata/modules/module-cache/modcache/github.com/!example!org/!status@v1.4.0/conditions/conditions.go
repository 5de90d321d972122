package conditions

// Conditions of the older version, which go.mod does not require: never read.
type Conditions struct {
	Old string `json:"old"`
}
