// Package v1 holds the v1 Gadget API; its markers are in groupversion_info.go.
package v1
