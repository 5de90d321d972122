// Package v1: marker arguments drawn at random (seeded), checked against controller-gen v0.21.0.
// +groupName=widgets.example.com
package v1
