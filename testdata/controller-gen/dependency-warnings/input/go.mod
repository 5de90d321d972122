module example.com/deps

go 1.26

require (
	example.com/runtime v0.24.0
	k8s.io/apimachinery v0.1.0
)
