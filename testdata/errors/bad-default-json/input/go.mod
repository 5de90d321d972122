module example.com/baddefault

go 1.22
