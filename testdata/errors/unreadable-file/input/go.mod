module example.com/unreadable

go 1.22
