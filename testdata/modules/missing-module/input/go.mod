module example.com/shop

go 1.22

require (
	example.com/meta v1.4.0
	example.com/units v1.0.0
)

replace example.com/units => ../units-checkout
