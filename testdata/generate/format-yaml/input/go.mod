module example.com/yaml

go 1.22
