module example.com/omitzero

go 1.24
