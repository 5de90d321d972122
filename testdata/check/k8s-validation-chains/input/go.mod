module example.com/chains

go 1.22
