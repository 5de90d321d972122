package v1

// OnLinux is compiled: the target is linux/amd64.
type OnLinux struct {
	Name string `json:"name"`
}
