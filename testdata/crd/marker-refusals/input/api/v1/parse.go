package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// ParseSpec has one marker per way controller-tools' argument parser refuses one.
type ParseSpec struct {
	// an unknown argument name drops nothing silently: it fails
	// +kubebuilder:validation:XValidation:rule="self > 0",messge="positive"
	UnknownArgument int32 `json:"unknownArgument"`
	// a comma does not separate Enum values
	// +kubebuilder:validation:Enum=Fast,Slow
	CommaEnum string `json:"commaEnum"`
	// +kubebuilder:validation:Minimum=Inf
	Infinite int32 `json:"infinite"`
	// +kubebuilder:validation:MaxItems=1e3
	FloatCount []string `json:"floatCount"`
	// +kubebuilder:validation:Maximum=1e400
	OutOfRange int32 `json:"outOfRange"`
	// +kubebuilder:validation:MaxItems=99999999999999999999
	Overflow []string `json:"overflow"`
	// +kubebuilder:validation:MaxItems=+3
	PlusSign []string `json:"plusSign"`
	// +kubebuilder:validation:MaxItems=0x10
	HexCount []string `json:"hexCount"`
	// +kubebuilder:validation:MinItems=019
	OctalDigit []string `json:"octalDigit"`
	// +kubebuilder:validation:Minimum=1__0
	DoubleUnderscore int32 `json:"doubleUnderscore"`
	// +kubebuilder:validation:ExclusiveMinimum=True
	CapitalBool int32 `json:"capitalBool"`
	// a bool argument needs its value too
	// +kubebuilder:validation:UniqueItems
	BareBool []string `json:"bareBool"`
	// +kubebuilder:validation:XValidation:rule="self > 0",optionalOldSelf
	BareNamedBool int32 `json:"bareNamedBool"`
	// +kubebuilder:validation:Pattern=^a"b$
	Unterminated string `json:"unterminated"`
	// +kubebuilder:validation:Pattern=^a:b$
	BareColon string `json:"bareColon"`
	// +kubebuilder:validation:XValidation=self > 0
	NoArgumentName int32 `json:"noArgumentName"`
	// +nullable=true
	ValueOnFlag *string `json:"valueOnFlag"`
	// a space before the minus sign of a map value is refused
	// +kubebuilder:default={a: -1}
	SpacedMinus map[string]int32 `json:"spacedMinus"`
	// +kubebuilder:validation:Enum={a,b
	Unclosed string `json:"unclosed"`
	// +default=fast
	NotJSON string `json:"notJSON"`
	// +listType=
	EmptyListType []string `json:"emptyListType"`
	// exact in Go's int64, not in a JavaScript number
	// +kubebuilder:validation:MaxItems=9223372036854775807
	Inexact []string `json:"inexact"`
}

// Unreached is used by no kind: controller-gen still parses its markers.
type Unreached struct {
	// +kubebuilder:validation:MinLength=one
	Name string `json:"name"`
}

// Parse is a kind.
// +kubebuilder:object:root=true
type Parse struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ParseSpec `json:"spec"`
}
