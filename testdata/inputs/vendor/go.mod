module example.com/shop

go 1.22

require example.com/meta v1.4.0
