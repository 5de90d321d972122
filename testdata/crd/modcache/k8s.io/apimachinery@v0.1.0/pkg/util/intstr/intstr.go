// Package intstr is a stand-in written for these tests.
package intstr

// IntOrString holds an int or a string.
type IntOrString struct {
	IntVal int32 `json:"-"`
}
