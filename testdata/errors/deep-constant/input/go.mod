module example.com/deepconst

go 1.22
