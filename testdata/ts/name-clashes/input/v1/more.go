package v1

// V2Pod is a Go name that the v2 Pod's prefixed name would take.
type V2Pod struct {
	Other string `json:"other"`
}
