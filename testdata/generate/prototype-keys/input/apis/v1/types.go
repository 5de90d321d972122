package v1

// Keys named like members of JavaScript's Object.prototype are ordinary keys.
type Thing struct {
	// +optional
	// +default={"__proto__":{"a":1},"constructor":2}
	Proto map[string]int `json:"__proto__"`
	Ctor string `json:"constructor"`
	// +optional
	// +k8s:validation:maxLength=3
	ToString string `json:"toString,omitempty"`
}

// constructor is the definition's name.
type Other struct {
	Value string `json:"hasOwnProperty"`
}

func (Other) OpenAPIModelName() string { return "constructor" }

// +enum
type Kind string

const (
	ProtoKind       Kind = "__proto__"
	ConstructorKind Kind = "constructor"
)

// Enum values are keys of the union's fieldMembers.
type Choice struct {
	// +unionDiscriminator
	// +required
	Kind Kind `json:"kind"`
	// +unionMember=__proto__
	// +optional
	Proto *Other `json:"proto,omitempty"`
}
