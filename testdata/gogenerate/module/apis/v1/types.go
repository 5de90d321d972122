package v1

// Gadget is a small device.
type Gadget struct {
	// Name of the gadget.
	Name string `json:"name"`

	// Power source of the gadget.
	// +unionDiscriminator
	// +optional
	Power PowerSource `json:"power,omitempty"`

	// Battery details, when the power source is Battery.
	// +unionMember
	// +optional
	Battery *Battery `json:"battery,omitempty"`
}

// PowerSource says where a gadget's power comes from.
// +enum
type PowerSource string

const (
	// PowerNone means the gadget needs no power.
	PowerNone PowerSource = ""
	// PowerBattery means a battery.
	PowerBattery PowerSource = "Battery"
	// PowerMains means a wall socket.
	PowerMains PowerSource = "Mains"
)

// Battery describes a battery.
type Battery struct {
	// Capacity in milliampere-hours.
	CapacityMAh int32 `json:"capacityMAh"`
}
