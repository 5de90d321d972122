module "example.com/quote

go 1.22
