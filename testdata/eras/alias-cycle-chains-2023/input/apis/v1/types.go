package v1

// Tray refers to Box first: go/types resolves Box, then Crate, then Parcel.
type Tray struct {
	// Top of the tray.
	Top *Box `json:"top"`
}

// Parcel meets both aliases again, one through another struct.
type Parcel struct {
	// Inner parcel.
	Inner *Box `json:"inner"`
	// Label of the parcel.
	Label Label `json:"label"`
}

// Label refers back through the second alias.
type Label struct {
	// Owner of the label.
	// +optional
	Owner []Crate `json:"owner,omitempty"`
}

// Box is another name of Crate.
type Box = Crate

// Crate is another name of Parcel.
type Crate = Parcel
