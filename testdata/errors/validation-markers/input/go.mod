module example.com/badvalidation

go 1.22
