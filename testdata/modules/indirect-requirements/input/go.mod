module example.com/shop

// Before Go 1.17 a go.mod lists only direct requirements: example.com/money, which
// example.com/ledger needs, is found through ledger's own go.mod.
go 1.16

require example.com/ledger v1.2.0
