package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Kinds whose plurals English and controller-gen disagree on: controller-gen names the
// CRD, and its file, after its own plural.

// Gizmo is pluralized "gizmoes" (a word ending in -o takes -es).
// +kubebuilder:object:root=true
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Size int32 `json:"size,omitempty"`
}

// ClusterDns is pluralized "clusterdnsdnses": its last word is the acronym DNS.
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster
type ClusterDns struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Zone string `json:"zone,omitempty"`
}

// Analysis is pluralized "analyses".
// +kubebuilder:object:root=true
type Analysis struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Depth int32 `json:"depth,omitempty"`
}

// Radio is pluralized "radios" (-io takes -s).
// +kubebuilder:object:root=true
type Radio struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +optional
	Band string `json:"band,omitempty"`
}
