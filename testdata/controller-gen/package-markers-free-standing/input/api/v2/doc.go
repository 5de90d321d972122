// Package v2 holds the v2 Gadget API; its markers are in groupversion_info.go.
package v2
