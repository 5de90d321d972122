module example.com/kep

go 1.22
