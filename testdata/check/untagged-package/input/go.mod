module example.com/untagged

go 1.22
