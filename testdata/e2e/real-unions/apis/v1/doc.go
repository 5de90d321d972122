// Package v1 has unions shaped like three real Kubernetes types whose 2019 union markers
// name a member value that is not a discriminator value (the Go field name instead of the
// API's constant): core/v1 SeccompProfile and AppArmorProfile, flowcontrol LimitResponse.
// +k8s:openapi-gen=true
package v1
