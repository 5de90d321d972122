module example.com/unterminated

go 1.22

require (
	example.com/meta v1.0.0
