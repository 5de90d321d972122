// openapi-gen from before kube-openapi #564: no model names.
module github.com/acme/widgets/hack/tools

go 1.22

require k8s.io/kube-openapi v0.0.0-20250318190949-c8a335a9a2ff
