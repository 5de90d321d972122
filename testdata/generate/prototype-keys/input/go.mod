module example.com/proto

go 1.22
