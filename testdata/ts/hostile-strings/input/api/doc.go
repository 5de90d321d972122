// Package api holds strings that must not break or inject code in the TS module.
// +k8s:openapi-gen=true
package api
