// Package current holds the valid examples of KEP-1027 ("Go Markers" and "OpenAPI"
// sections): check reports nothing.
//
// +k8s:openapi-gen=true
package current
