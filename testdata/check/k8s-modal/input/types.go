package v1

// Volume breaks every rule of the modal tags validation-gen enforces.
type Volume struct {
	// +k8s:discriminator
	Type *string `json:"type"`

	// +k8s:member("Disk")=+k8s:required
	Disk *string `json:"disk,omitempty"`

	// +k8s:discriminator(name: "default")
	Kind string `json:"kind"`

	// +k8s:discriminator(name: "2nd")
	Second string `json:"second"`

	// +k8s:member(discriminator: "Source", value: "Disk")=+k8s:required
	Source *string `json:"source,omitempty"`

	// +k8s:discriminator(name: "Cache")
	Cached bool `json:"cached"`

	// +k8s:discriminator(name: "Cache")
	Other bool `json:"other"`

	// +k8s:member(discriminator: "Cache")=+k8s:required
	Size *int32 `json:"size,omitempty"`

	// +k8s:member(discriminator: "Cache", value: "true")
	Note *string `json:"note,omitempty"`

	// +k8s:member(discriminator: "Cache", value: "yes")=+k8s:optional
	Label *string `json:"label,omitempty"`

	// +k8s:member(discriminator: "Cache", value: "true")=+k8s:optional
	Spec Spec `json:"spec"`

	// +k8s:ifDisabled(Gate)=+k8s:member(discriminator: "Cache", value: "true")=+k8s:optional
	Gated *string `json:"gated,omitempty"`

	// +k8s:discriminator(name: "Tier")
	Tier int32 `json:"tier"`

	// +k8s:member(discriminator: "Tier", value: "01")=+k8s:optional
	Level *int32 `json:"level,omitempty"`

	// +k8s:member(discriminator: "default", value: "x")=+k8s:optional
	Reserved *string `json:"reserved,omitempty"`

	// +k8s:enum
	Mode string `json:"mode"`
}

// Spec is a struct value.
type Spec struct{}

// Level is no string.
// +k8s:beta=+k8s:enum
type Level int

// Mount uses the later spelling: a mode discriminator is a string or a bool.
type Mount struct {
	// +k8s:modeDiscriminator(modality: "Tier")
	Tier int32 `json:"tier"`

	// +k8s:ifMode(modality: "Tier", mode: "1")=+k8s:required
	Path *string `json:"path,omitempty"`

	// +k8s:ifDisabled(Old)=+k8s:modeDiscriminator
	Access string `json:"access"`

	// +k8s:ifMode(mode: "ro")
	Device *string `json:"device,omitempty"`
}
