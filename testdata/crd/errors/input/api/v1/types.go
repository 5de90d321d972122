// +groupName=broken.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// BrokenSpec has fields controller-gen cannot express.
type BrokenSpec struct {
	// +kubebuilder:validation:MaxLength=3
	Count int32 `json:"count"`
	Ratio float64 `json:"ratio"`
	NoTag string
	// +kubebuilder:validation:items:MinLength=1
	Single string `json:"single"`
	Any interface{} `json:"any"`
	// +listMapKey=name
	Names []string `json:"names"`
}

// Broken is a kind whose schema cannot be built: nothing is written.
type Broken struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BrokenSpec `json:"spec"`
}
