module github.com/acme/widgets

go 1.22

// The main module builds with a kube-openapi after 1043209 ...
require k8s.io/kube-openapi v0.0.0-20260519202549-bbf5c5577288
