package size

// Length from vendor/, which is not read: GOFLAGS has -mod=mod.
type Length struct{
	Inches int32 `json:"inches"`
}
