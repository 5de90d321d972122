module example.com/defaultschain

go 1.22
