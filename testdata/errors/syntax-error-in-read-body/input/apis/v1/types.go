package v1

// Widget's OpenAPIModelName is read: an error in its body stops the run.
type Widget struct {
	Name string `json:"name"`
}

func (Widget) OpenAPIModelName() string {
	return new(string("com.example.Widget"))
}

// Part of a body that the parser's recovery stretched over the next declaration.
func broken() {
	if true {
		x := new(int(1)
	
type Gadget struct {
	Count *int32 `json:"count,omitempty"`
}
