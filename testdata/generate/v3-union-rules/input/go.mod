module example.com/routes

go 1.22
