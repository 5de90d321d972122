module example.com/shop

go 1.22

require (
	github.com/Example/meta v1.2.0
	example.com/units v0.3.0
)
