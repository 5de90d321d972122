module example.com/embedding

go 1.22
