module github.com/acme/widgets

go 1.24

tool k8s.io/kube-openapi/cmd/openapi-gen

require (
	k8s.io/code-generator v0.36.0
	k8s.io/kube-openapi v0.0.0-20240228011516-70dd3763d340
)
