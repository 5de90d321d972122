//go:build customtag

package v1

// Custom needs a tag that is not set.
type Custom struct {
	Name string `json:"name"`
}
