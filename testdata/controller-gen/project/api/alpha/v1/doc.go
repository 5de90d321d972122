// Package v1 holds the Widget kind of the alpha.example.com group.
// +groupName=alpha.example.com
package v1
