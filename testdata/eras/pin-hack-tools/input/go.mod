module github.com/acme/widgets

go 1.22
