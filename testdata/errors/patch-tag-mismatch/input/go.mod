module example.com/patchtags

go 1.22
