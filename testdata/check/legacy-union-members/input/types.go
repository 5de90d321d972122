// Package unions breaks the legacy-union-members rule (the 2019 +unionDeprecated members) in each way it detects.
package unions

type Source struct {
	// +optional
	Key string `json:"key,omitempty"`
}

// EnvVar is a 2019 member union: Value or ValueFrom.
type EnvVar struct {
	Name string `json:"name"`

	// +unionDeprecated
	Value string `json:"value"`
	// +unionDeprecated
	// +optional
	ValueFrom *Source `json:"valueFrom,omitempty"`
	// +unionDeprecated
	// +required
	Literal *string `json:"literal,omitempty"`
}

// SelfDiscriminated makes its discriminator a member.
type SelfDiscriminated struct {
	// +unionDiscriminator
	// +unionDeprecated
	// +optional
	Type string `json:"type,omitempty"`
	// +unionDeprecated
	// +optional
	Value *string `json:"value,omitempty"`
}

// FieldUnion puts +union, a type marker, on a field.
type FieldUnion struct {
	// +union
	// +optional
	Value *string `json:"value,omitempty"`
	// +unionDeprecated
	// +optional
	ValueFrom *Source `json:"valueFrom,omitempty"`
}
