package v1

// +k8s:validation:maxProperties=5
// +k8s:validation:cel[0]:rule="self == oldSelf"
// +k8s:validation:cel[0]:message="immutable"
type Foo struct {
	// +k8s:validation:minLength=1
	// +k8s:validation:pattern="^a.*b$"
	// +optional
	S string `json:"s,omitempty"`
}

// Bar shows every value constraint and the CEL rule forms.
// +k8s:validation:minProperties=1
// +k8s:validation:cel[0]:rule="has(self.low) || has(self.high)"
// +k8s:validation:cel[0]:messageExpression="'one of low or high: ' + string(self)"
// +k8s:validation:cel[0]:reason="FieldValueRequired"
// +k8s:validation:cel[1]:rule>self.low <=
// +k8s:validation:cel[1]:rule>  self.high
// +k8s:validation:cel[1]:message="low must not exceed high"
// +k8s:validation:cel[1]:fieldPath=".low"
// +k8s:validation:cel[1]:optionalOldSelf=true
type Bar struct {
	// +k8s:validation:minimum=0
	// +k8s:validation:maximum=100
	// +k8s:validation:exclusiveMaximum
	// +k8s:validation:multipleOf=5
	// +optional
	Low *int32 `json:"low,omitempty"`
	// +k8s:validation:minimum=-1.5
	// +k8s:validation:exclusiveMinimum=true
	// +k8s:validation:exclusiveMaximum=false
	// +optional
	High *float64 `json:"high,omitempty"`
	// +k8s:validation:maxLength=10
	// +k8s:validation:format="dns-label"
	// +k8s:validation:nullable
	// +k8s:validation:enum=["a","b"]
	// +k8s:validation:unknownKey=1
	// +k8s:validation:minLength=ref(MinName)
	Name string `json:"name"`
	// +k8s:validation:minItems=1
	// +k8s:validation:maxItems=3
	// +k8s:validation:uniqueItems
	Tags []string `json:"tags"`
	// +k8s:validation:uniqueItems=false
	Others []string `json:"others"`
	// +k8s:validation:maxProperties=2
	Labels map[string]string `json:"labels"`
	// +k8s:validation:cel[0]:rule="self.size() > 0"
	// +k8s:validation:cel[0]:message="must not be empty"
	Note string `json:"note"`
	// Type checks are skipped for a type with a custom schema.
	// +k8s:validation:maxLength=12
	Price Price `json:"price"`
}

// Price is a string in JSON.
type Price struct {
	cents int64
}

func (Price) OpenAPISchemaType() []string { return []string{"string"} }
func (Price) OpenAPISchemaFormat() string  { return "" }
