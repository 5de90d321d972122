module github.com/acme/widgets

go 1.22

require k8s.io/kube-openapi v0.0.0-2024
