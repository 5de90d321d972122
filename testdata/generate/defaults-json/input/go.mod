module example.com/defaultsjson

go 1.22
