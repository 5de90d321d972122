module example.com/widgets

go 1.22

require k8s.io/apimachinery v0.0.0

replace k8s.io/apimachinery => ../apimachinery
