module example.com/rep

go 1.22

replace example.com/meta => example.com/meta-fork
