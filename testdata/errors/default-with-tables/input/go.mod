module example.com/enforced

go 1.22
