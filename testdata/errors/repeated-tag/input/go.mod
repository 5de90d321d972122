module example.com/repeated

go 1.22
