module example.com/gadgets

go 1.22
