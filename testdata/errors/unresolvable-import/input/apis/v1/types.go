package v1

import (
	"example.com/elsewhere/money"
	"net/url"
)

// Invoice uses types of modules that are not on the command line.
type Invoice struct {
	Total money.Amount `json:"total"`
	Link  url.URL      `json:"link"`
}
