// Package unions breaks the union-discriminator-type rule in each way it detects.
package unions

// +enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSafe Mode = "Safe"
)

// Level is a string type, but not marked +enum.
type Level string

const (
	LevelFast Level = "Fast"
	LevelSafe Level = "Safe"
)

// +enum
type Priority int32

// PlainString uses a bare string as its discriminator.
type PlainString struct {
	// +unionDiscriminator
	// +required
	Mode string `json:"mode"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}

// NotEnum uses a string type without +enum.
type NotEnum struct {
	// +unionDiscriminator
	// +required
	Mode Level `json:"mode"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}

// Pointer uses a pointer to the enum.
type Pointer struct {
	// +unionDiscriminator
	// +required
	Mode *Mode `json:"mode"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}

// IntegerEnum uses an integer type marked +enum.
type IntegerEnum struct {
	// +unionDiscriminator
	// +required
	Mode Priority `json:"mode"`
	// +unionMember
	// +optional
	Fast *int32 `json:"fast,omitempty"`
}
