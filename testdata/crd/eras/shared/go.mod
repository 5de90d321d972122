module example.com/eras

go 1.22

require (
	k8s.io/api v0.1.0
	k8s.io/apimachinery v0.1.0
)
