// Package unions breaks the union-discriminator-member rule.
package unions

// +enum
type Kind string

const (
	KindNone  Kind = ""
	KindType  Kind = "Type"
	KindImage Kind = "Image"
)

// SelfSelecting marks its discriminator as a member too.
type SelfSelecting struct {
	// +unionDiscriminator
	// +unionMember
	// +optional
	Type Kind `json:"type,omitempty"`
	// +unionMember
	// +optional
	Image *string `json:"image,omitempty"`
}

// SelfSelectingOptional does the same with the optional form of the member marker.
type SelfSelectingOptional struct {
	// +unionMember,optional
	// +unionDiscriminator
	// +optional
	Type Kind `json:"type,omitempty"`
	// +unionMember
	// +optional
	Image *string `json:"image,omitempty"`
}
