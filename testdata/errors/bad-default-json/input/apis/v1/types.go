package v1

// Config has +default values that are not JSON.
type Config struct {
	// +default=fast
	Mode *string `json:"mode,omitempty"`
	// +default={"open": 1
	Limits map[string]int32 `json:"limits"`
	// +default='single'
	Quote *string `json:"quote,omitempty"`
	// +default=ref(NoSuchConstant)
	Ref *string `json:"ref,omitempty"`
}
