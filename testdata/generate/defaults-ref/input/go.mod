module example.com/defaultsref

go 1.22
