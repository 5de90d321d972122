package v1

// Left has a name.
type Left struct {
	Name string `json:"name"`
}

// Right has one too.
type Right struct {
	Name string `json:"name"`
}

// Both inlines the two: its definition would have "name" twice.
type Both struct {
	Left  `json:",inline"`
	Right `json:",inline"`
}
