// Package v1 holds a gadget API whose CRD differs from one controller-tools release to the next.
// +groupName=gadgets.example.com
package v1
