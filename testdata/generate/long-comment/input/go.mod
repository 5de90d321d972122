module example.com/longcomment

go 1.22
