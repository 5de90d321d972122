module example.com/kep2019

go 1.22
