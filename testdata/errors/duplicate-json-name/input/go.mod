module example.com/dupnames

go 1.22
