module example.com/missing

go 1.22

require k8s.io/apimachinery v0.99.0
