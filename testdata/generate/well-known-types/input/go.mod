module example.com/wellknown

go 1.22
