module second

go 1.22
