// Package v1 holds racks whose fields carry item, subfield and opaque tags.
// +k8s:openapi-gen=true
package v1
