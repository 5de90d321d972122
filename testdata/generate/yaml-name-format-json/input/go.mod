module example.com/published

go 1.22
