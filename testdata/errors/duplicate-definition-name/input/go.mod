module example.com/dupname

go 1.22
