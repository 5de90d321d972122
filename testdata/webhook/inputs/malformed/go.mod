module example.com/malformed

go 1.22
