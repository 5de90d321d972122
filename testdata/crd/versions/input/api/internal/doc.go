// Package internal is a third version that is left out of the CRD.
// +groupName=gadgets.example.com
// +versionName=v3alpha1
package internal
