// Package v1 is a stand-in written for these tests.
package v1

// Protocol is a network protocol: TCP, UDP or SCTP.
// +enum
type Protocol string
