module github.com/acme/widgets/hack/tools

go 1.24

require (
	k8s.io/code-generator v0.36.3
	k8s.io/kube-openapi v0.0.0-20260519202549-bbf5c5577288 // indirect
)

// The generators are pinned one release back: kube_codegen.sh builds openapi-gen in v0.35.5.
replace k8s.io/code-generator => k8s.io/code-generator v0.35.5
