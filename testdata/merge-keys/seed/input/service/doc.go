// Package service holds the ServiceSpec example of the multi-field merge key proposal.
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.mergekeys.service
package service
