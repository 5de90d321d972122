package amount

// Cents of a currency.
type Cents int64
