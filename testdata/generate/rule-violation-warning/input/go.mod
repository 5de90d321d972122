module example.com/refuses

go 1.22
