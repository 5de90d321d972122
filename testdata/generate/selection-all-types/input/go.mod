module example.com/crds

go 1.22
