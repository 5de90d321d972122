module example.com/descriptions

go 1.22
