module example.com/first

go 1.22

require second v0.0.0
