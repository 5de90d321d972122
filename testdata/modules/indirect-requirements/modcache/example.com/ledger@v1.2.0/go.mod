module example.com/ledger

go 1.16

require example.com/money v0.3.0
