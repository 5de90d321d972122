package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Names shows the JSON names openapi-gen's names_match rule accepts and refuses.
type Names struct {
	// Accepted: the Go name with its initial capital, or its leading acronym, lowered.
	PodSpec   string `json:"podSpec"`
	JSONSpec  string `json:"jsonSpec,omitempty"`
	HTTPProxy string `json:"httpProxy"`
	Skipped   string `json:"-"`
	Metadata  string `json:"metadata"`

	// Refused.
	NoTag      string
	URLs       []string          `json:"urls"`
	Spec       string            `json:"podSpec2"`
	Snake_Case string            `json:"snake_case"`
	Capital    string            `json:"Capital"`
	Dashed     string            `json:"-,omitempty"`
	Unnamed    int               `json:",omitempty"`
	Empty      string            `json:""`
	Meta       metav1.ObjectMeta `json:"meta"`
	Other      string            `json:"other,omitempty" protobuf:"bytes,1,opt,name=other"`
	secret     string
}

// Embedded members: an empty JSON name is for a struct or a pointer to one.
type Embedded struct {
	Inline            `json:",inline"`
	*Pointer          `json:",inline"`
	Mode              `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Untagged
}

type Inline struct {
	Color string `json:"color"`
}

type Pointer struct {
	Size int32 `json:"size"`
}

type Untagged struct {
	Shape string `json:"shape"`
}

// Mode is a string: its member in Embedded cannot be inlined.
type Mode string

// helper is unexported, and linted all the same.
type helper struct {
	Width int
}

// Hidden is left out of openapi-gen.
// +k8s:openapi-gen=false
type Hidden struct {
	NoTag string
}
