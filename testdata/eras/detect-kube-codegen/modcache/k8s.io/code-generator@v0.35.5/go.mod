module k8s.io/code-generator

go 1.24.0

require (
	k8s.io/gengo/v2 v2.0.0-20250604051438-85fd79dbfd9f
	k8s.io/kube-openapi v0.0.0-20250910181357-589584f1c912
)
