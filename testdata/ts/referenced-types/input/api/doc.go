// Package api opts in; package shared does not, yet api refers to its types.
// +k8s:openapi-gen=true
package api
