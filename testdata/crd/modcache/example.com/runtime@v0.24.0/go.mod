module example.com/runtime

go 1.26
