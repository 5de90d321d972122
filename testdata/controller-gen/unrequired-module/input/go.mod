module example.com/unrequired

go 1.22
