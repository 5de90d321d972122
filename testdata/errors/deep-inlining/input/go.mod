module example.com/deepinline

go 1.22
