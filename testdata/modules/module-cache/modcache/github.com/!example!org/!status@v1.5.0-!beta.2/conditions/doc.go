// +k8s:openapi-model-package=org.example.status.conditions
package conditions
