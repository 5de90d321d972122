package v1

// Roster has patch tags that disagree with their comment tags.
type Roster struct {
	// Only the struct tag says merge.
	// +listType=map
	// +listMapKey=name
	Members []Member `json:"members" patchStrategy:"merge" patchMergeKey:"name"`
	// Only the comment tags say merge.
	// +listType=map
	// +listMapKey=name
	// +patchStrategy=merge
	// +patchMergeKey=name
	Guests []Member `json:"guests"`
	// The merge keys differ.
	// +listType=map
	// +listMapKey=name
	// +patchStrategy=merge
	// +patchMergeKey=id
	Staff []Member `json:"staff" patchStrategy:"merge" patchMergeKey:"name"`
}

// Member of a roster.
type Member struct {
	Name string `json:"name"`
	ID   string `json:"id"`
}
