module example.com/resolved

go 1.22
