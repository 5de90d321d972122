module example.com/enumexample

go 1.22
