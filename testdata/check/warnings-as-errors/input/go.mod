module example.com/warnings

go 1.22
