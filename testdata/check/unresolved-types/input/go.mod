module example.com/unresolved

go 1.22
