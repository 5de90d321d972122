module example.com/optreq

go 1.22
