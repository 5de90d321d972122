module example.com/flavour

go 1.22
