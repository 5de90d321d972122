package v1

// Parcel refers to itself through its alias Box; nothing declared before it refers to Box.
type Parcel struct {
	// Inner parcel.
	Inner *Box `json:"inner"`
	// Shelves of parcels.
	Shelves map[string][]*Box `json:"shelves,omitempty"`
}

// Box is another name of Parcel.
type Box = Parcel

// Crate is declared after Parcel: Box is resolved by then.
type Crate struct {
	// Lid of the crate.
	Lid *Box `json:"lid"`
	// Skipped is no property.
	Skipped *Box `json:"-"`
}
