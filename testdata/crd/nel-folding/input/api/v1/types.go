// Package v1: descriptions holding NEL (U+0085). encoding/json leaves it raw, and go-yaml
// v2, reading that JSON back, takes it for a line break and folds it (sigs.k8s.io/yaml).
// +groupName=nel.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// a  b
	F0 string `json:"f0"`
	// ab
	F1 string `json:"f1"`
	// p q
	F2 string `json:"f2"`
	// t
	F3 string `json:"f3"`
	// 
	F4 string `json:"f4"`
	// k    z
	F5 string `json:"f5"`
	// x --- y
	F6 string `json:"f6"`
}
