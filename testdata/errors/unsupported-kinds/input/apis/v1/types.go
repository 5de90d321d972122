package v1

// Machine has members OpenAPI cannot express.
type Machine struct {
	Events   chan string       `json:"events"`
	Callback func() error      `json:"callback"`
	Signal   complex128        `json:"signal"`
	Address  uintptr           `json:"address"`
	Hooks    []func()          `json:"hooks"`
	Queues   map[string]chan int `json:"queues"`
	Inline   struct{ A string } `json:"inline"`
	Shapes   []Shape           `json:"shapes"`
}

// Shape is a named interface: fine as a member, not as an item.
type Shape interface {
	Area() float64
}
