package v1

// Tank is selected by --all-types although nothing opts it in.
type Tank struct {
	// Volume in litres.
	Volume int64 `json:"volume"`
	// Fish in the tank.
	Fish []Fish `json:"fish,omitempty"`
}

// Fish is selected too.
type Fish struct {
	Name string `json:"name"`
}

// Filter still opts out.
// +k8s:openapi-gen=false
type Filter struct {
	Rate int32 `json:"rate"`
}

// pump is unexported.
type pump struct {
	Power int32 `json:"power"`
}

// Colour is not a struct.
type Colour string
