module example.com/mergekeys

go 1.22
