module example.com/patch

go 1.22
