module example.com/interfaces

go 1.22
