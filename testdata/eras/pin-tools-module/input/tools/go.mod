// ... but openapi-gen is built from this tools module, before 1043209: item defaults.
module github.com/acme/widgets/tools

go 1.22

require (
	k8s.io/code-generator v0.36.0
	k8s.io/kube-openapi v0.0.0-20260427204847-8949caaa1199 // indirect
)
