// +kubebuilder:ac:generate=true
// +groupName=probe.example.com
package v3

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Inner is a struct.
type Inner struct {
	X int32 `json:"x"`
}

// Copy is defined from Inner.
type Copy Inner

// zetaSpec is unexported.
type zetaSpec struct {
	Y string `json:"y"`
}

// Zeta comes last.
// +genclient
// +genclient:nonNamespaced
// +genclient:onlyVerbs=get,list
type Zeta struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec zetaSpec `json:"spec"`
}

// Alpha first.
// +kubebuilder:resource:path=alphas
type Alpha struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	C   Copy   `json:"c"`
	V2  string `json:"v2Value,omitempty"`
	Status string `json:"status,omitempty"`
	// +listType=atomic
	Matrix [][]int32 `json:"matrix,omitempty"`
	Set map[string]map[string]Inner `json:"set,omitempty"`
}

// beta is lower case.
// +kubebuilder:resource:path=betas
type Beta struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Inner `json:"inner"`
}
