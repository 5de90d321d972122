// Package v1 holds markers controller-gen refuses: each one fails `make manifests`.
// +groupName=refusals.example.com
package v1
