module example.com/shop

go 1.22

require example.com/units v1.0.0
