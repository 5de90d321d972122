module example.com/imports

go 1.22
