// Package runtime is a stand-in written for the applyconfiguration tests.
package runtime

// RawExtension carries an object as it was sent.
type RawExtension struct {
	Raw []byte `json:"-"`
}
