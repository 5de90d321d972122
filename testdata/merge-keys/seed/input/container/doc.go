// Package container holds the ContainerPort example of the proposal's "Impacted APIs".
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.mergekeys.container
package container
