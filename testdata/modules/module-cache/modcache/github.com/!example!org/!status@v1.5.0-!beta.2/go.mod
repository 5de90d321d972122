module github.com/ExampleOrg/Status

go 1.21
