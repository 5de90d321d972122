module example.com/dupext

go 1.22
