package v1

type Disk struct {
	Name string  `json:"name"`
	Slot int32   `json:"slot"`
	Size *int32  `json:"size,omitempty"`
	Note *string `json:"note,omitempty"`
}

// Disks declares its list type on the type: fields of this type inherit it.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "boot")=+k8s:immutable
// +k8s:item(slot: 0)=+k8s:immutable
type Disks []Disk

type Rack struct {
	// Fine: one argument per key, of the key's type, in any order.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=slot
	// +k8s:item(slot: 0, name: "boot")=+k8s:immutable
	// +k8s:alpha=+k8s:item(name: "data", slot: 1)=+k8s:subfield(size)=+k8s:minimum=1
	Disks []Disk `json:"disks"`

	// +k8s:item(name: "boot")=+k8s:immutable
	Unkeyed []Disk `json:"unkeyed"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=slot
	// +k8s:item(name: "boot")=+k8s:immutable
	// +k8s:item(name: "boot", slot: "0")=+k8s:immutable
	// +k8s:item(name: "boot", size: 0)=+k8s:immutable
	// +k8s:item("boot")=+k8s:immutable
	// +k8s:item(name: "a", name: "b")=+k8s:immutable
	Keyed []Disk `json:"keyed"`

	// Fine: the typedef is a listType=map list.
	// +k8s:item(name: "boot")=+k8s:subfield(note)=+k8s:maxLength=10
	Typed Disks `json:"typed"`

	// +k8s:subfield(size)=+k8s:minimum=1
	// +k8s:subfield(Size)=+k8s:minimum=1
	// +k8s:subfield(missing)=+k8s:minimum=1
	Root Disk `json:"root"`

	// +k8s:subfield(x)=+k8s:required
	Count int32 `json:"count"`

	// +k8s:item(key: "a")=+k8s:required
	Names []string `json:"names"`

	// +k8s:eachVal=+k8s:subfield(nope)=+k8s:required
	Spares []Disk `json:"spares"`
}
