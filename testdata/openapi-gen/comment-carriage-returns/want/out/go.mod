module example.com/cr

go 1.22
