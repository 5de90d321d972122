module example.com/server

go 1.22

require (
	github.com/acme/widgets v1.0.0
	k8s.io/kube-openapi v0.0.0-20240228011516-70dd3763d340
)
