module example.com/stdout

go 1.22
