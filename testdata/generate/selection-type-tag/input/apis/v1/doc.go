// Package v1 has no package-level opt-in; only an extension value, which does not count.
//
// +k8s:openapi-gen=x-kubernetes-package:ignored
package v1
