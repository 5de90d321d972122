module example.com/apps

go 1.22
