module github.com/acme/early

go 1.22
