module example.com/shop

go 1.22

require (
	example.com/clock v1.0.0
	example.com/units v1.0.0
)

replace example.com/units => ../units-fork

replace example.com/clock v1.0.0 => example.com/clock-fork v1.1.0

// Only v2.0.0 would be replaced: the required v1.0.0 is not.
replace example.com/clock v2.0.0 => ../nowhere
