// Package unions breaks the union-discriminator-optionality rule in each way it detects.
package unions

// Mode has no empty value: a discriminator of this type is required unless it has a +default.
// +enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSafe Mode = "Safe"
)

// Source has the empty value, which selects no member.
// +enum
type Source string

const (
	SourceNone Source = ""
	SourceURL  Source = "URL"
)

// OptionalWithoutEmpty marks the discriminator optional, but "" is not one of its values.
type OptionalWithoutEmpty struct {
	// +unionDiscriminator
	// +optional
	Mode Mode `json:"mode,omitempty"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}

// OmitEmptyWithoutEmpty is optional through omitempty alone.
type OmitEmptyWithoutEmpty struct {
	// +unionDiscriminator
	Mode Mode `json:"mode,omitempty"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}

// OptionalNotOmitEmpty is optional and its enum has "", but it is not omitempty.
type OptionalNotOmitEmpty struct {
	// +unionDiscriminator
	// +optional
	Source Source `json:"source"`
	// +unionMember
	// +optional
	URL *string `json:"url,omitempty"`
}

// DefaultNotOmitEmpty has a +default but no omitempty.
type DefaultNotOmitEmpty struct {
	// +unionDiscriminator
	// +optional
	// +default="Safe"
	Mode Mode `json:"mode"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}

// DefaultRequired has a +default but is +required.
type DefaultRequired struct {
	// +unionDiscriminator
	// +required
	// +default=""
	Source Source `json:"source,omitempty"`
	// +unionMember
	// +optional
	URL *string `json:"url,omitempty"`
}

// RequiredWithEmpty is fine: a required discriminator may send "" explicitly (the KEP's examples do).
type RequiredWithEmpty struct {
	// +unionDiscriminator
	// +required
	Source Source `json:"source"`
	// +unionMember
	// +optional
	URL *string `json:"url,omitempty"`
}
