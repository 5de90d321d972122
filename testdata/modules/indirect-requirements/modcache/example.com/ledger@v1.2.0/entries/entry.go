package entries

import "example.com/money/amount"

// Entry of the ledger.
type Entry struct {
	// Total of the entry, in the module that only the ledger requires.
	Total amount.Cents `json:"total"`
}
