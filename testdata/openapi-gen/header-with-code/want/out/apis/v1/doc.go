// +k8s:openapi-gen=true

// Package v1: comments holding carriage returns. go/scanner removes every CR from a
// comment (a lone one is no line break in Go), except one between * and the / that
// would close a block comment early; openapi-gen describes what is left.
package v1
