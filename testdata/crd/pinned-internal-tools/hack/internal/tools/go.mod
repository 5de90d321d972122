module example.com/project/hack/internal/tools

go 1.22

require sigs.k8s.io/controller-tools v0.16.5
