module example.com/selection

go 1.22
