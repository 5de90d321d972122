module github.com/acme/eras

go 1.22
