module github.com/acme~corp/gizmos

go 1.22
