package v1

// ObjectMeta is vendored: named example.com/meta/v1 whether given as vendor/example.com/meta/v1 or by import path.
type ObjectMeta struct {
	Name string `json:"name"`
}
