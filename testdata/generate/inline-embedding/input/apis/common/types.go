package common

// Stamp is inlined from another package.
type Stamp struct {
	// Author of the record.
	Author string `json:"author"`
	// Note about the record.
	// +optional
	Note string `json:"note,omitempty"`
}
