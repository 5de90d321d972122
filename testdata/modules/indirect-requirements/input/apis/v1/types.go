package v1

import "example.com/ledger/entries"

// Invoice books one entry.
type Invoice struct {
	entries.Entry `json:",inline"`
}
