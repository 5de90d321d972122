module example.com/req

go 1.22

require (
	example.com/meta 1.4
)
