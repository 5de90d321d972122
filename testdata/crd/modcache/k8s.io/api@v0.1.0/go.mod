module k8s.io/api
