package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// DoohickeySpec is what a doohickey should be.
type DoohickeySpec struct {
	// How many there are.
	// +kubebuilder:validation:Minimum=1
	Count int32 `json:"count"`
}

// +kubebuilder:object:root=true

// Doohickey is a doohickey of the gamma.example.com group.
type Doohickey struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              DoohickeySpec `json:"spec,omitempty"`
}
