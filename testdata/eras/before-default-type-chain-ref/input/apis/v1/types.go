package v1

// Job's Mode defaults to a constant: ref() is read since kube-openapi 6c774f4, and is no
// JSON to an older openapi-gen, which fails.
type Job struct {
	// +default=ref(ModeFast)
	Mode string `json:"mode,omitempty"`
}

const ModeFast = "Fast"
