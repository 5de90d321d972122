// +kubebuilder:ac:generate=true
// +groupName=probe.example.com
package v4

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Detached group above the doc
// with two lines.

// +kubebuilder:resource:path=docs
// Doc is documented.
//
// # Heading
//
// See [the docs] for more.
//
//   - indented item
//   - second	item with tab
//
// [the docs]: https://example.com/docs
type Doc struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// Field one.
	//
	//
	// after two blanks
	// +optional
	//
	// after marker
	One string `json:"one,omitempty"`
	// TODO: something
	// ---
	// trailing
	Two string `json:"two,omitempty"` // line comment
	/* block
	   comment */
	Three string `json:"three,omitempty"`
	// Code:
	//
	//	indented code
	//	more code
	Four string `json:"four,omitempty"`
}
