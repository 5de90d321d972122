package v1

// Widget is a widget.
type Widget struct {
	Name string `json:"name"`
}
