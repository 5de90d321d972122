package v1

type Step struct {
	Name  string `json:"name"`
	Order int32  `json:"order"`
}

// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "a")=+k8s:unionMember
// +k8s:item(name: "a")=+k8s:unionMember
// +k8s:item(name: 1)=+k8s:unionMember
// +k8s:item(order: 1)=+k8s:unionMember
// +k8s:item(name: "b", order: 2)=+k8s:unionMember
// +k8s:item("b")=+k8s:unionMember
// +k8s:item=+k8s:unionMember
type Steps []Step

type Inner struct {
	Count int32 `json:"count"`
}

type Bad struct {
	// +k8s:item(name: "x")=+k8s:unionMember
	Names []string `json:"names,omitempty"`
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "x")=+k8s:unionDiscriminator
	Steps []Step `json:"steps,omitempty"`
	// +k8s:subfield(count)=+k8s:unionMember
	Scalar int32 `json:"scalar"`
	// +k8s:beta(since: "1.35", until: "1.36")=+k8s:unionMember
	Two *int32 `json:"two,omitempty"`
	// +k8s:alpha
	Bare *int32 `json:"bare,omitempty"`
	// +k8s:ifDisabled(Old)=+k8s:unionDiscriminator(union: "d")
	Kind *string `json:"kind,omitempty"`
	// +k8s:unionMember(union: "d")
	Inner Inner `json:"inner"`
	// +k8s:zeroOrOneofMember
	Typo *int32 `json:"typo,omitempty"`
	// +k8s:minimum=1
	// +k8s:format=k8s-long-name
	// +k8s:prerelease-lifecycle-gen:introduced=1.36
	Fine *int32 `json:"fine,omitempty"`
	// +k8s:unionMember(memberName "x")
	Broken *int32 `json:"broken,omitempty"`
	// +k8s:unionMember
	Dash *int32 `json:"-"`
	// +k8s:subfield(count)=+k8s:zeroOrOneOfMember
	Sub Inner `json:"sub"`
	Ok  Steps `json:"ok"`
}
