package v1

// Latin1 has a comment written in ISO-8859-1: café.
type Latin1 struct {
	Name string `json:"name"`
}
