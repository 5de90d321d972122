package v1

/* The only declaration of Stamp is after a comment on the same line. */ type Stamp struct {
	// At is when.
	At string `json:"at"`
}

// UnmarshalJSON makes Stamp take no defaults; the method is the file's only reason to be parsed
// in stamp_methods.go.
