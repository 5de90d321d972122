package v1

// Parcel refers to itself through its alias Box.
type Parcel struct {
	// Inner parcel.
	Inner *Box `json:"inner"`
	// Shelves of parcels.
	Shelves map[string][]*Box `json:"shelves,omitempty"`
	// Stacks of parcels.
	Stacks [][]*Box `json:"stacks,omitempty"`
	// Skipped is no property.
	Skipped *Box `json:"-"`
	// Hidden is no property either.
	// +k8s:openapi-gen=false
	Hidden *Box `json:"hidden,omitempty"`
	// Quoted is written as a string whatever its type.
	Quoted *Box `json:"quoted,string"`
}

// Box is another name of Parcel.
type Box = Parcel
