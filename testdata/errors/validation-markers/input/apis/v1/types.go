package v1

// Gauge has invalid +k8s:validation markers.
// +k8s:validation:minProperties=-1
type Gauge struct {
	// A string constraint on a number.
	// +k8s:validation:minLength=1
	Level int32 `json:"level"`
	// +k8s:validation:minimum=10
	// +k8s:validation:maximum=1
	Range int32 `json:"range"`
	// +k8s:validation:maxLength=five
	Label string `json:"label"`
	// +k8s:validation:pattern="(unclosed"
	Code string `json:"code"`
	// +k8s:validation:cel[0]:rule="self > 0"
	Positive int32 `json:"positive"`
	// +k8s:validation:cel[0]:rule="self > 0"
	// +k8s:validation:cel[0]:message="positive"
	// +k8s:validation:cel[2]:rule="self < 10"
	// +k8s:validation:cel[2]:message="small"
	Skipped int32 `json:"skipped"`
	// +k8s:validation:maxItems = 3
	Spaced []string `json:"spaced"`
	// +k8s:validation:maxItems=3
	// +k8s:validation:maxItems=4
	Twice []string `json:"twice"`
	// +k8s:validation:properties:missing:minLength=1
	Part Part `json:"part"`
	// +k8s:validation:items:minLength=1
	NotAList string `json:"notAList"`
	// +k8s:validation:multipleOf=0
	Step float64 `json:"step"`
}

// Part is a struct.
type Part struct {
	Name string `json:"name"`
}
