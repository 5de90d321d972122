module example.com/nothing

go 1.22
