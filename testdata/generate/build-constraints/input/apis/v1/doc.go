// Package v1 has its opt-in tag in a comment group of its own, after the package clause:
// every comment group of doc.go counts.
package v1

// +k8s:openapi-gen=true
