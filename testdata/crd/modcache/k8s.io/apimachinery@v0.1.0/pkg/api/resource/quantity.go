// Package resource is a stand-in written for these tests.
package resource

// Quantity is an amount.
type Quantity struct {
	Text string `json:"-"`
}
