package v1

// Widget has misspelt markers; markers of other generators are left alone.
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +kubebuilder:object:root=true
// +enmu
type Widget struct {
	// +optinal
	// +listtype=set
	// +listMapkey=name
	Names []string `json:"names,omitempty"`

	// +unionDiscriminater
	// +k8s:required
	Kind string `json:"kind"`

	// Too far from any marker we know: not reported.
	// +frobnicate
	// +required
	Size int32 `json:"size"`
}
