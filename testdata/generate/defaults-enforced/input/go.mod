module example.com/defaultsenforced

go 1.22
