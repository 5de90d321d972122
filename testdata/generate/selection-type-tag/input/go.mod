module example.com/picking

go 1.22
