package v1

// Volume takes its source from the field its type names.
type Volume struct {
	// +k8s:discriminator
	Type SourceType `json:"type"`

	// +k8s:member("Disk")=+k8s:required
	// +k8s:member("Disk")=+k8s:maxLength=8
	DiskName *string `json:"diskName,omitempty"`

	// +k8s:beta=+k8s:member("Network")=+k8s:optional
	// +k8s:beta=+k8s:member("Local")=+k8s:optional
	Servers []string `json:"servers,omitempty"`

	// +k8s:discriminator(name: "Cache")
	Cached bool `json:"cached,omitempty"`

	// +k8s:member(discriminator: "Cache", value: "true")=+k8s:minimum=1
	CacheSize int32 `json:"cacheSize,omitempty"`

	// +k8s:discriminator(name: "Tier")
	Tier int `json:"tier,omitempty"`

	// +k8s:alpha=+k8s:member(discriminator: "Tier", value: "2")=+k8s:required
	Replicas *int32 `json:"replicas,omitempty"`

	Mode AccessMode `json:"mode"`

	// +k8s:eachVal=+k8s:minLength=1
	Modes []AccessMode `json:"modes,omitempty"`
}

// SourceType names the source of a volume.
// +k8s:enum
type SourceType string

const (
	SourceDisk    SourceType = "Disk"
	SourceNetwork SourceType = "Network"
	// +k8s:ifDisabled(LocalVolumes)=+k8s:enumExclude
	SourceLocal SourceType = "Local"
	// +k8s:enumExclude
	SourceRetired SourceType = "Retired"
)

// AccessMode is how a volume is mounted.
// +k8s:beta=+k8s:enum
type AccessMode string

const (
	ReadOnly  AccessMode = "ReadOnly"
	ReadWrite AccessMode = "ReadWrite"
	// +k8s:ifEnabled(NoShared)=+k8s:enumExclude
	Shared AccessMode = "Shared"
)

// Mount uses the tags' later spelling (validation-gen after v0.36): a mode discriminator,
// and its members behind an option (the first +k8s:ifMode's conditions hold for all).
type Mount struct {
	// +k8s:modeDiscriminator(modality: "Access")
	Access string `json:"access"`

	// +k8s:ifEnabled(Mounts)=+k8s:ifMode(modality: "Access", mode: "Path")=+k8s:required
	Path *string `json:"path,omitempty"`

	// +k8s:ifMode(modality: "Access", mode: "Device")=+k8s:maxLength=4
	Device *string `json:"device,omitempty"`
}
