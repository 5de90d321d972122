module example.com/collision

go 1.22
