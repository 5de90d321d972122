package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Backend is where a route sends traffic: exactly one of its members.
type Backend struct {
	// +k8s:unionMember
	// +optional
	Service *string `json:"service,omitempty"`

	// +k8s:unionMember
	// +optional
	Hosts []string `json:"hosts,omitempty"`

	// +k8s:zeroOrOneOfMember
	// +optional
	Weight int32 `json:"weight,omitempty"`

	// +k8s:zeroOrOneOfMember
	// +optional
	Mirror bool `json:"mirror,omitempty"`
}

// Filter changes a request; its type says which member is set.
type Filter struct {
	// +k8s:unionDiscriminator
	Type string `json:"type"`

	// +k8s:unionMember
	// +optional
	Header *string `json:"header,omitempty"`

	// +k8s:unionMember(memberName: "Redirect")
	// +optional
	RedirectTo *string `json:"redirectTo,omitempty"`
}

// Step is one item of a pipeline.
type Step struct {
	Name string `json:"name"`
}

// RouteSpec is what a route should be.
type RouteSpec struct {
	Backend Backend `json:"backend"`

	// +optional
	Filters []Filter `json:"filters,omitempty"`

	// steps: either the build step or the test step, not both.
	// +listType=map
	// +k8s:listType=map
	// +listMapKey=name
	// +k8s:listMapKey=name
	// +k8s:item(name: "build")=+k8s:zeroOrOneOfMember
	// +k8s:item(name: "test")=+k8s:zeroOrOneOfMember
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Steps []Step `json:"steps,omitempty"`
}

// Route sends traffic to a backend.
// +kubebuilder:object:root=true
type Route struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec RouteSpec `json:"spec,omitempty"`
}
