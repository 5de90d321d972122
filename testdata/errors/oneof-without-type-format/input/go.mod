module example.com/oneof

go 1.22
