// Package v1 holds the Doohickey kind of the gamma.example.com group.
// +groupName=gamma.example.com
package v1
