// Package unions holds the examples of the 2019 version of KEP-1027.
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.kep2019.unions
package unions
