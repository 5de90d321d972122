// Package v1 holds the feeds API.
// +kubebuilder:object:generate=true
// +groupName=feeds.example.com
package v1

var GroupName = "feeds.example.com"
