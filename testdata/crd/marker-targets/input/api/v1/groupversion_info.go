// Package v1 holds markers on values they cannot apply to: each one fails `make manifests`.
// +groupName=targets.example.com
package v1
