// Package v1: descriptions cut by crd:maxDescLen=10 inside characters of 2, 3 and 4 bytes.
// controller-gen cuts the bytes; encoding/json writes one U+FFFD per stray byte.
// +groupName=cut.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// abcdefghi😀 tail
	F0 string `json:"f0"`
	// abcdefgh😀
	F1 string `json:"f1"`
	// abcdefg😀x
	F2 string `json:"f2"`
	// abcdefghiéz
	F3 string `json:"f3"`
	// €€€€
	F4 string `json:"f4"`
	// ab. cdefg€x
	F5 string `json:"f5"`
	// ab cdefgh€x
	F6 string `json:"f6"`
}
