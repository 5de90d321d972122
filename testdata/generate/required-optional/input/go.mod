module example.com/required

go 1.22
