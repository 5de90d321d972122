// Package types is a stand-in written for the applyconfiguration tests.
package types

// UID identifies an object for its whole life.
type UID string
