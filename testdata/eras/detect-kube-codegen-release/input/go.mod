module github.com/acme/widgets

go 1.22

require (
	k8s.io/code-generator v0.30.2
	k8s.io/kube-openapi v0.0.0-20260519202549-bbf5c5577288
)
