package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Labels is a list of labels; each bag's lists of them must hold no duplicates.
// +kubebuilder:validation:UniqueItems=true
type Labels []string

// Bag holds tags and labels. Every uniqueItems: true below is one the API server refuses.
// +kubebuilder:object:root=true
type Bag struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:UniqueItems=true
	// +optional
	Tags []string `json:"tags,omitempty"`

	// +kubebuilder:validation:items:UniqueItems=true
	// +optional
	Grid [][]int32 `json:"grid,omitempty"`

	// +optional
	Labels Labels `json:"labels,omitempty"`

	// +optional
	MoreLabels Labels `json:"moreLabels,omitempty"`

	// Not unique: false is the default and writes nothing.
	// +kubebuilder:validation:UniqueItems=false
	// +optional
	Names []string `json:"names,omitempty"`

	// The way to ask for unique items.
	// +listType=set
	// +optional
	Sizes []int32 `json:"sizes,omitempty"`
}
