module example.com/extinvalid

go 1.22
