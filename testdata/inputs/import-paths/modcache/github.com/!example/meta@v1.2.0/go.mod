module github.com/Example/meta

go 1.22

require example.com/units v0.3.0
