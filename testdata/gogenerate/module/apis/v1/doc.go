// Package v1 is version v1 of the gadgets API.
//
// The go:generate line below is the documented wrapper: it runs openapi-markers from
// the repository's node_modules, so `go generate ./...` keeps the OpenAPI file current.
//
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.example.gadgets.v1
package v1

//go:generate npx --no-install openapi-markers generate . --v3 zz_generated.openapi.json
