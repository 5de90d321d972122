// +k8s:openapi-gen=true

// Package v1 is written for Go 1.26, whose new(expr) the parser does not know.
package v1
