// Package v1 holds the Gadget kind of the beta.example.com group.
// +groupName=beta.example.com
package v1
