module github.com/acme/widgets/hack/tools

go 1.22

// Not what kube_codegen.sh builds openapi-gen with.
require k8s.io/kube-openapi v0.0.0-20240228011516-70dd3763d340
