package v1

// GadgetValue holds exactly one value, as resource.k8s.io's DeviceAttribute does.
type GadgetValue struct {
	// Number is an integer value.
	// +optional
	// +k8s:alpha(since: "1.36")=+k8s:optional
	// +k8s:alpha(since: "1.36")=+k8s:unionMember
	Number *int64 `json:"number,omitempty"`

	// Text is a string value.
	// +optional
	// +k8s:alpha(since: "1.36")=+k8s:unionMember
	Text *string `json:"text,omitempty"`

	// Numbers is a non-empty list of integers.
	// +optional
	// +listType=atomic
	// +k8s:alpha(since: "1.36")=+k8s:unionMember
	Numbers []int64 `json:"numbers,omitempty"`
}

// GadgetSource names where a gadget comes from: one of two names, as PodGroupResourceClaim does.
type GadgetSource struct {
	// +optional
	// +k8s:optional
	// +k8s:unionMember
	SourceName *string `json:"sourceName,omitempty"`

	// +optional
	// +k8s:optional
	// +k8s:unionMember(memberName: "Template")
	TemplateName *string `json:"templateName,omitempty"`
}

// Mode selects a gadget's drive.
type Mode string

const (
	// ModeElectric runs on a battery.
	ModeElectric Mode = "Electric"
	// ModeManual needs no configuration.
	ModeManual Mode = "Manual"
)

// Drive is a discriminated union: the mode says which member is set.
type Drive struct {
	// +k8s:beta=+k8s:unionDiscriminator
	Mode Mode `json:"mode"`

	// +optional
	// +k8s:beta=+k8s:unionMember(memberName: "Electric")
	Battery *Battery `json:"battery,omitempty"`

	// +optional
	// +k8s:beta=+k8s:unionMember(memberName: "Solar")
	Panels map[string]string `json:"panels,omitempty"`
}

// Battery is a battery.
type Battery struct {
	// Volts of the battery.
	Volts int32 `json:"volts"`
}

// GadgetCondition is one condition of a gadget.
type GadgetCondition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

// GadgetStatus holds conditions of which at most one of Approved and Denied may appear,
// as certificates.k8s.io's CertificateSigningRequestStatus does.
type GadgetStatus struct {
	// +listType=map
	// +listMapKey=type
	// +optional
	// +k8s:alpha(since: "1.36")=+k8s:listType=map
	// +k8s:alpha(since: "1.36")=+k8s:listMapKey=type
	// +k8s:alpha(since: "1.36")=+k8s:optional
	// +k8s:alpha(since: "1.36")=+k8s:item(type: "Approved")=+k8s:zeroOrOneOfMember
	// +k8s:alpha(since: "1.36")=+k8s:item(type: "Denied")=+k8s:zeroOrOneOfMember
	Conditions []GadgetCondition `json:"conditions,omitempty"`
}

// Limits has two values of which at most one may be set, declared on the field.
type Limits struct {
	Low  *int32 `json:"low,omitempty"`
	High *int32 `json:"high,omitempty"`
}

// StepList is a list of steps keyed by name; exactly one of "start" and "resume" must appear.
// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:item(name: "start")=+k8s:unionMember
// +k8s:item(name: "resume")=+k8s:unionMember
type StepList []Step

// Step is one step.
type Step struct {
	Name string `json:"name"`
	// +optional
	Count int32 `json:"count,omitempty"`
}

// Gadget uses every union above.
type Gadget struct {
	Value  GadgetValue   `json:"value"`
	Source *GadgetSource `json:"source,omitempty"`
	Drive  Drive         `json:"drive"`
	Status GadgetStatus  `json:"status"`
	// +k8s:ifEnabled(GadgetLimits)=+k8s:subfield(low)=+k8s:zeroOrOneOfMember
	// +k8s:ifEnabled(GadgetLimits)=+k8s:subfield(high)=+k8s:zeroOrOneOfMember
	Limits Limits   `json:"limits"`
	Steps  StepList `json:"steps"`
	// Plain is an exactly-one union of a value member and a slice member, by union name.
	Plain Plain `json:"plain"`
}

// Plain has two unions told apart by name.
type Plain struct {
	// +k8s:unionMember(union: "first")
	Label string `json:"label,omitempty"`
	// +k8s:unionMember(union: "first")
	Tags []string `json:"tags,omitempty"`
	// +k8s:zeroOrOneOfMember(union: "second")
	On bool `json:"on,omitempty"`
	// +k8s:zeroOrOneOfMember(union: "second")
	Level int32 `json:"level,omitempty"`
}
