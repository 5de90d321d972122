module example.com/shop

go 1.13

require example.com/units v1.0.0
