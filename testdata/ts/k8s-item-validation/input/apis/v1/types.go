package v1

// +k8s:supportsSubresource="/status"
// +k8s:supportsSubresource="/x/y"

// Rack holds list-map items, subfields and opaque values.
type Rack struct {
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=slot
	// +k8s:item(name: "boot", slot: 0)=+k8s:immutable
	// +k8s:item(name: "data", slot: 1)=+k8s:subfield(size)=+k8s:minimum=10
	// +k8s:beta=+k8s:item(name: "swap", slot: 2)=+k8s:subfield(size)=+k8s:maximum=4
	Disks []Disk `json:"disks"`

	// +k8s:subfield(size)=+k8s:maximum=100
	// +k8s:subfield(labels)=+k8s:eachKey=+k8s:maxLength=3
	Root Disk `json:"root"`

	// +k8s:opaqueType
	Spare *Disk `json:"spare,omitempty"`

	// +k8s:eachVal=+k8s:opaqueType
	Extra []Disk `json:"extra,omitempty"`

	// Keys are validated by their type's tags.
	Owners map[ShortName]string `json:"owners,omitempty"`

	// +k8s:eachKey=+k8s:opaqueType
	Aliases map[ShortName]string `json:"aliases,omitempty"`

	// +k8s:alpha=+k8s:listType=set
	Zones []string `json:"zones,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=id
	// +k8s:item(id: "main")=+k8s:validateFalse="main mount"
	Mounts []Mount `json:"mounts,omitempty"`

	// An embedded member without a json name: its errors are at its type as written (here
	// its JSON name too; `other.StructType` from another package).
	// +k8s:subfield(depth)=+k8s:minimum=1
	Tray
}

// Tray is embedded.
type Tray struct {
	Depth int32 `json:"depth"`
}

// Disk is one disk.
type Disk struct {
	Name string `json:"name"`
	Slot int32  `json:"slot"`
	// +k8s:minimum=1
	Size   int32             `json:"size"`
	Labels map[string]string `json:"labels,omitempty"`
}

// Mount has a pointer key.
type Mount struct {
	ID   *string `json:"id,omitempty"`
	Path string  `json:"path"`
}

// ShortName is at most 4 characters.
// +k8s:maxLength=4
type ShortName string

// RackScale is validated only as the scale subresource.
// +k8s:isSubresource="/scale"
type RackScale struct {
	// +k8s:minimum=0
	Replicas int32 `json:"replicas"`
}
