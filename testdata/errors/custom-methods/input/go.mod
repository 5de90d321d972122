module example.com/custommethods

go 1.22
