package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Hull is a hull material.
// +kubebuilder:validation:Enum=steel;wood
type Hull string

// Decks is a named slice: not nillable, so its field is a pointer.
type Decks []string

// Cabin is one cabin.
// +structType=atomic
type Cabin struct {
	// number of the cabin.
	Number int32 `json:"number"`
	// +kubebuilder:default=2
	Berths *int32 `json:"berths,omitempty"`
	Crew   uint8  `json:"crew,omitempty"`
}

// Rigging is embedded inline.
type Rigging struct {
	// masts counts the masts.
	Masts int32    `json:"masts,omitempty"`
	Sails []string `json:"sails,omitempty"`
}

// Log is embedded as a member of its own.
type Log struct {
	Entries []string `json:"entries,omitempty"`
}

// Cargo is free-form.
// +kubebuilder:pruning:PreserveUnknownFields
type Cargo struct {
	Label string `json:"label,omitempty"`
}

// ShipSpec defines the desired state of Ship.
type ShipSpec struct {
	Rigging `json:",inline"`
	Log     `json:"log,omitempty"`

	// name of the ship.
	//
	// +optional
	Name     *string `json:"name,omitempty"`
	Length   int64   `json:"length"`
	Afloat   bool    `json:"afloat,omitempty"`
	Hull     Hull    `json:"hull,omitempty"`
	HullPtr  *Hull   `json:"hullPtr,omitempty"`
	Decks    Decks   `json:"decks,omitempty"`
	DecksPtr *[]string `json:"decksPtr,omitempty"`
	// cabins by number.
	// +listType=map
	// +listMapKey=number
	Cabins     []Cabin            `json:"cabins,omitempty"`
	CabinPtrs  []*Cabin           `json:"cabinPtrs,omitempty"`
	CabinsPtr  *[]Cabin           `json:"cabinsPtr,omitempty"`
	ByDeck     map[string]Cabin   `json:"byDeck,omitempty"`
	// +mapType=granular
	Flags      map[string]string  `json:"flags,omitempty"`
	Lists      map[string][]Cabin `json:"lists,omitempty"`
	Captain    *Cabin             `json:"captain,omitempty"`
	Cargo      Cargo              `json:"cargo,omitempty"`
	Raw        runtime.RawExtension `json:"raw,omitempty"`
	Launched   *metav1.Time       `json:"launched,omitempty"`
	Voyage     metav1.Duration    `json:"voyage,omitempty"`
	Selector   *metav1.LabelSelector `json:"selector,omitempty"`
	Blob       []byte             `json:"blob,omitempty"`
	Grid       [][]string         `json:"grid,omitempty"`
	Internal   string             `json:"-"`
}

// ShipStatus defines the observed state of Ship.
type ShipStatus struct {
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions         []metav1.Condition `json:"conditions,omitempty"`
	ObservedGeneration int64              `json:"observedGeneration,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:path=ships

// Ship is the Schema for the ships API.
type Ship struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ShipSpec   `json:"spec,omitempty"`
	Status ShipStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// ShipList contains a list of Ship.
type ShipList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Ship `json:"items"`
}

// HarborSpec is the harbor's spec.
type HarborSpec struct {
	Berths int32 `json:"berths"`
}

// A detached comment, kept above the doc.

// Harbor is cluster scoped.
// +kubebuilder:resource:scope=Cluster
type Harbor struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              HarborSpec `json:"spec,omitempty"`
}

// Dock opted out.
// +kubebuilder:ac:generate=false
// +kubebuilder:resource:path=docks
type Dock struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Size              int32 `json:"size"`
}

// Pier asks for a client itself.
// +genclient
type Pier struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Length            int32 `json:"length"`
}

// Buoy is reached by nothing.
type Buoy struct {
	Color string `json:"color"`
}
