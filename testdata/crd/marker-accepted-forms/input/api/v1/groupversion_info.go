// Package v1 holds marker arguments controller-gen accepts in forms that are easy to
// misread: every value here is written as controller-gen writes it.
// +groupName=accepted.example.com
package v1
