module example.com/constchain

go 1.22
