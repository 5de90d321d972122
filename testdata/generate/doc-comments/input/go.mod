module example.com/doccomments

go 1.22
