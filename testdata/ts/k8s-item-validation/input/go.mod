module example.com/items

go 1.22
