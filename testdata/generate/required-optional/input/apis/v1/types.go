package v1

// Order shows which members are required: +required and +optional decide, and
// without them a json tag with the exact option omitempty makes a member optional.
type Order struct {
	Plain string `json:"plain"`

	Omitted string `json:"omitted,omitempty"`

	// +optional
	MarkedOptional string `json:"markedOptional"`

	// +required
	MarkedRequired string `json:"markedRequired,omitempty"`

	// omitEmpty is not omitempty: required, and the zero default is enforced.
	WrongCase string `json:"wrongCase,omitEmpty"`

	// omitzero does not count either.
	Zero string `json:"zero,omitzero"`

	ZeroAndEmpty string `json:"zeroAndEmpty,omitzero,omitempty"`

	// +k8s:optional
	ValidationOptional string `json:"validationOptional"`

	// +k8s:required
	ValidationRequired string `json:"validationRequired,omitempty"`

	// Pointers are required unless marked or omitempty; they get no default.
	Pointer *string `json:"pointer"`

	// Inlined members are merged at this position, with their own required names.
	Base `json:",inline"`

	Last string `json:"last"`

	// An excluded member is neither a property nor required.
	// +k8s:openapi-gen=false
	Excluded string `json:"excluded"`

	NoTag string

	OnlyOption string `json:"omitempty"`
}

// Base is inlined into Order.
type Base struct {
	BaseRequired int32 `json:"baseRequired"`

	BaseOptional int32 `json:"baseOptional,omitempty"`
}
