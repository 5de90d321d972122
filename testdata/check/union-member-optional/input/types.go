// Package unions breaks the union-member-optional rule in each way it detects.
package unions

// +enum
type VolumeKind string

const (
	VolumeDisk   VolumeKind = "Disk"
	VolumeMemory VolumeKind = "Memory"
	VolumeHost   VolumeKind = "Host"
	VolumeSecret VolumeKind = "Secret"
)

type DiskSource struct {
	Size int32 `json:"size"`
}

type HostSource struct {
	Path string `json:"path"`
}

// Volume has members that cannot be left unset.
type Volume struct {
	// +unionDiscriminator
	// +required
	Kind VolumeKind `json:"kind"`

	// Not optional: no +optional, no omitempty.
	// +unionMember
	Disk *DiskSource `json:"disk"`
	// +required wins over omitempty.
	// +unionMember
	// +required
	Memory *int64 `json:"memory,omitempty"`
	// A struct value: unset and empty look the same.
	// +unionMember
	// +optional
	Host HostSource `json:"host,omitempty"`
	// Both at once.
	// +unionMember
	Secret HostSource `json:"secret"`
}
