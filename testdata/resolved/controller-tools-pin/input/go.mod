module example.com/boats

go 1.22

require k8s.io/apimachinery v0.1.0
