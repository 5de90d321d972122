module example.com/formats

go 1.22
