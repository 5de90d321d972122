package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// FormsSpec: number, list, map and string forms of Go's syntax that controller-gen reads.
type FormsSpec struct {
	// Go's digit separators and hexadecimal floats: 10 and 16
	// +kubebuilder:validation:Minimum=1_0
	// +kubebuilder:validation:Maximum=0x1p4
	Separated int32 `json:"separated"`
	// an empty item between two semicolons takes the next item's text with it
	// +kubebuilder:validation:Enum=a;;b
	EmptyItem string `json:"emptyItem"`
	// a space after the minus sign is read over; 1e300 is a float64
	// +kubebuilder:validation:Minimum=- 3
	// +kubebuilder:validation:Maximum=1e300
	SpacedMinus float64 `json:"spacedMinus"`
	// 2^62 is exact; a leading 0 is octal to the scanner, decimal to strconv.Atoi: 17
	// +kubebuilder:validation:MaxItems=4611686018427387904
	// +kubebuilder:validation:MinItems=017
	Large []string `json:"large"`
	// -0 is written 0; 1e-400 underflows to 0
	// +kubebuilder:validation:Minimum=-0
	// +kubebuilder:validation:Maximum=1e-400
	// +kubebuilder:validation:MultipleOf=.5
	Tiny float64 `json:"tiny"`
	// +kubebuilder:default={a: 1, b: "x", c: {1,2}, d:-1.5e3, e: true, f: x y}
	Defaults map[string]string `json:"defaults"`
	// +kubebuilder:validation:Enum={1,-2,"3",true,x y, 1.5}
	Mixed string `json:"mixed"`
	// a bare string ends at ; , : or }: quoted, it may hold them
	// +kubebuilder:validation:Pattern=`^a:b$`
	Colon string `json:"colon"`
	// +kubebuilder:validation:Pattern="^[a-z]+(,[a-z]+)*$"
	Comma string `json:"comma"`
	// +kubebuilder:default=a;b
	Legacy []string `json:"legacy"`
	// 2^53 is exact
	// +kubebuilder:validation:MaxLength=9007199254740992
	Long string `json:"long"`
	// a + sign makes no number of an any-typed value: the string "+3"
	// +kubebuilder:example=+3
	Signed string `json:"signed"`
	// a bare string loses its last token when spaces follow it (text/scanner forgets it): "x  "
	// +kubebuilder:validation:Enum=x  y ;z
	Spaced string `json:"spaced"`
	// +kubebuilder:validation:Maximum=0x1.8p1
	// +kubebuilder:validation:Minimum=1_000.5e-1_0
	Hex float64 `json:"hex"`
	// +kubebuilder:default={}
	Empty map[string]string `json:"empty"`
	// +kubebuilder:default={"a":"b"}
	Quoted map[string]string `json:"quoted"`
	// +kubebuilder:validation:XValidation:rule=self.size() > 0,message=bare message
	Bare string `json:"bare"`
}

// Forms is a kind. Its printer column's priority is an int32: controller-gen keeps the low 32 bits.
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name=x,type=string,JSONPath=.spec.bare,priority=4294967297
// +kubebuilder:resource:scope
type Forms struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FormsSpec `json:"spec"`
}
