package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Hull is what a hull is made of; from controller-tools v0.21.0 on, its constants are its only values.
// +k8s:enum
type Hull string

const (
	HullWood  Hull = "Wood"
	HullSteel Hull = "Steel"
)

// BoatSpec is what a boat should be.
type BoatSpec struct {
	// owner is required from controller-tools v0.16.0 on, which reads +required.
	// +required
	Owner string `json:"owner,omitempty"`
	// hull defaults to a material that is none of Hull's constants.
	// +kubebuilder:default=Fibreglass
	// +optional
	Hull Hull `json:"hull,omitempty"`
	// name has no omitempty: required in every release.
	Name string `json:"name"`
}

// Boat is a boat.
// +kubebuilder:object:root=true
type Boat struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BoatSpec `json:"spec,omitempty"`
}
