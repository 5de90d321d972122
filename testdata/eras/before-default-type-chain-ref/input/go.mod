module github.com/acme/refs

go 1.22
