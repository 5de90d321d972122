module github.com/acme/widgets

go 1.22

// No tools module: the main module's pin, from before kube-openapi #448, is the era.
require (
	k8s.io/apimachinery v0.29.0
	k8s.io/kube-openapi v0.0.0-20231010175941-2dd684a91f00 // indirect
)

replace k8s.io/kube-openapi => k8s.io/kube-openapi v0.0.0-20231113174909-778a5567bc1e
