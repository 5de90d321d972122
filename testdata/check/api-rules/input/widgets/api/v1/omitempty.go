package v1

// Options misspells omitempty, which encoding/json then ignores.
type Options struct {
	Right  *int32 `json:"right,omitempty"`
	Camel  *int32 `json:"camel,omitEmpty"`
	Twice  *int32 `json:"twice,OMITEMPTY,omitEmpty"`
	Minus  *int32 `json:"-,omitEmpty"`
	Inline string `json:"inline,string,Omitempty"`
}
