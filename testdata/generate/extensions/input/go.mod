module example.com/extensions

go 1.22
