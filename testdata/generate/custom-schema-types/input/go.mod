module example.com/custom

go 1.22
