module example.com/nonutf8

go 1.22
