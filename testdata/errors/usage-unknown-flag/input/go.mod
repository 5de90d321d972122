module example.com/usage

go 1.22
