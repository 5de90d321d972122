module example.com/a example.com/b

go 1.22
