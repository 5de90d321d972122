// Package runtime is a stand-in written for these tests.
package runtime

// RawExtension holds any object.
type RawExtension struct {
	Raw []byte `json:"-"`
}
