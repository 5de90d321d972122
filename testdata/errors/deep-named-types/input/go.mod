module example.com/deepnamed

go 1.22
