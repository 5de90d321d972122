module example.com/unknown

go 1.22

requires example.com/meta v1.0.0
