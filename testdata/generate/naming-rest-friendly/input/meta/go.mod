module k8s.example.io/meta

go 1.22
