module example.com/volumes

go 1.22
