package v1

// Nest has constraints on the parts of its members.
type Nest struct {
	// +k8s:validation:maxItems=4
	// +k8s:validation:items:minLength=2
	// +k8s:validation:items:pattern="^[a-z]+$"
	Words []string `json:"words"`
	// Each nesting level adds its own allOf.
	// +k8s:validation:items:maxItems=2
	// +k8s:validation:items:items:minimum=0
	Grid [][]int32 `json:"grid"`
	// +k8s:validation:additionalProperties:maxLength=8
	Labels map[string]string `json:"labels"`
	// properties of a map constrain the values of the named keys.
	// +k8s:validation:properties:owner:minLength=3
	Annotations map[string]string `json:"annotations"`
	// properties of a struct member: v2 keeps allOf next to the reference, v3 replaces it.
	// +k8s:validation:properties:name:maxLength=5
	// +k8s:validation:properties:size:minimum=1
	Egg Egg `json:"egg"`
	// Nested CEL rules.
	// +k8s:validation:items:cel[0]:rule="self.name != ''"
	// +k8s:validation:items:cel[0]:message="name required"
	Eggs []Egg `json:"eggs"`
}

// Egg is a struct.
type Egg struct {
	Name string `json:"name"`
	Size int32  `json:"size"`
}
