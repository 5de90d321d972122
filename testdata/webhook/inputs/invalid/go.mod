module example.com/invalid

go 1.22
