package ab

// T of the package a-b: its name and the one of a_b's T differ only in a character
// that no TypeScript name can hold.
type T struct {
	A string `json:"a"`
}
