// Package v2 is the second version of the gadgets API.
// +groupName=gadgets.example.com
package v2
