module example.com/validationnested

go 1.22
