package v1

// Blob holds bytes: a slice, and a string on the wire.
type Blob struct {
	// Data may be at most five bytes long.
	// +k8s:validation:maxItems=5
	// +k8s:validation:minItems=1
	Data []byte `json:"data"`
	// Text may be at most eight characters long.
	// +k8s:validation:maxLength=8
	// +optional
	Text []byte `json:"text,omitempty"`
}
