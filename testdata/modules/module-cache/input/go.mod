module example.com/shop

go 1.22

require github.com/ExampleOrg/Status v1.5.0-Beta.2
