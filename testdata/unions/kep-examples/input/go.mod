module example.com/kep1027

go 1.22
