// Package v1: comment text as controller-gen reads it: U+2028/U+2029 beside line breaks,
// carriage returns (go/scanner drops them), block comments (trimmed lines, no markers).
// +groupName=text.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec WidgetSpec `json:"spec"`
}

/*
 * WidgetSpec is documented in a block,
 *     with an indented line.
 */
type WidgetSpec struct {
	/* A has a block comment
	   whose lines are indented
		with tabs too. */
	A string `json:"a"`

	/* +kubebuilder:validation:MaxLength=5 */
	B string `json:"b"`

	// C mixes line comments
	/*   and a block   */
	//   indented line comment
	C string `json:"c"`

	/*
	D has a marker on its own line
	+kubebuilder:validation:MinLength=2
	and text after it.

	   A second paragraph.
	*/
	// +kubebuilder:validation:MaxLength=9
	D string `json:"d"`

	//   E is only line comments, indented.
	//	with a tab
	E string `json:"e"`

	/* +optional */
	F string `json:"f,omitempty"`

	/* Gx  */ // +kubebuilder:validation:MaxLength=3
	G string `json:"g"`

	// x 
	// y
	S0 string `json:"s0"`
	// x
	//  y
	S1 string `json:"s1"`
	// x 
	//  y
	S2 string `json:"s2"`
	// only sep
	S3 string `json:"s3"`
	// p q
	// next
	S4 string `json:"s4"`
	//  lead
	// x
	S5 string `json:"s5"`
	// trail
	// x 
	S6 string `json:"s6"`
	// R has a lonecarriagereturn and a CRLF.
	// Second line.
	R string `json:"r"`
	/* Q has a block
	   commentwith a */ kept. */
	Q string `json:"q"`
}
