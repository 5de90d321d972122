module example.com/realunions

go 1.22
