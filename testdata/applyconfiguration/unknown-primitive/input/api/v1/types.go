// Package v1 has a field whose type the proto models of the typed schema do not know, and a
// map list without keys, nested: controller-gen's applyconfiguration generator fails on both.
// +kubebuilder:ac:generate=true
// +groupName=fleet.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Boat is a kind.
// +kubebuilder:resource:path=boats
type Boat struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BoatSpec `json:"spec"`
}

type BoatSpec struct {
	// +kubebuilder:validation:Type=bogus
	Hull []string `json:"hull"`
	Decks []Deck `json:"decks"`
}

type Deck struct {
	// +listType=map
	Cabins [][]Cabin `json:"cabins"`
}

type Cabin struct {
	Name string `json:"name"`
}
