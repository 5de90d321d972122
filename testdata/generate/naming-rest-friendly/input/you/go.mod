module github.com/you/api

go 1.22

require k8s.example.io/meta v0.1.0
