module example.com/validation

go 1.22
