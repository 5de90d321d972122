module example.com/mn

go 1.22
