// Package v1 breaks every API rule of openapi-gen once or more, next to types that keep them.
// +k8s:openapi-gen=true
package v1
