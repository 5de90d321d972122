// Package v1 holds the Plugin kind of the plugins.example.com group.
// +groupName=plugins.example.com
package v1
