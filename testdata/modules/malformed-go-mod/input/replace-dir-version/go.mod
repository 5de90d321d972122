module example.com/repdir

go 1.22

replace example.com/meta v1.0.0 => ../meta v1.0.0
