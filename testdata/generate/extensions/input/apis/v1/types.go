package v1

// Fleet shows the x-kubernetes extensions that comment tags produce.
// +k8s:openapi-gen=x-kubernetes-fleet-scope:cluster:wide
// +listType=atomic
type Fleet struct {
	// Ships are merged by name; the struct tags agree with the comment tags.
	// +patchStrategy=merge,retainKeys
	// +patchMergeKey=name
	// +listType=map
	// +listMapKey=name
	Ships []Ship `json:"ships" patchStrategy:"merge,retainKeys" patchMergeKey:"name"`
	// +listType=set
	Ports []int32 `json:"ports"`
	// A single list-map key is still an array.
	// +listType=map
	// +listMapKey=id
	Berths []Berth `json:"berths"`
	// +mapType=granular
	Labels map[string]string `json:"labels"`
	// A repeated tag becomes an array of strings, in line order.
	// +mapType=atomic
	// +mapType=granular
	Annotations map[string]string `json:"annotations"`
	// On a struct-typed member the extension sits next to the reference.
	// +structType=atomic
	Flagship Ship `json:"flagship"`
	// +k8s:openapi-gen=x-kubernetes-member-note:hello
	// +k8s:openapi-gen=x-kubernetes-other:world
	Note string `json:"note"`
	// Tags on a non-struct type declaration are ignored: Crew's +listType is not used.
	Crew Crew `json:"crew"`
	// The legacy +validations tag holds plain strings.
	// +validations=first rule
	// +validations=second rule
	Rules []string `json:"rules"`
	// Extensions are not checked against the member kind.
	// +listType=atomic
	Name string `json:"name"`
}

// Ship is atomic as a whole.
// +structType=atomic
type Ship struct {
	Name string `json:"name"`
}

// Crew is a list of names.
// +listType=set
type Crew []string

// Berth is keyed by its id.
type Berth struct {
	ID int32 `json:"id"`
}
