package items

// Entry of the catalog, from the workspace module (not the module cache).
type Entry struct {
	// SKU identifies the entry.
	SKU string `json:"sku"`
}
