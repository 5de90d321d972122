package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Mode says which member of a Source is set.
// +enum
type Mode string

const (
	ModeNumber Mode = "Number"
	ModeText   Mode = "Text"
	// ModeNone selects no member.
	ModeNone Mode = "None"
)

// Source is a KEP-1027 union: its mode selects the member.
type Source struct {
	// +unionDiscriminator
	// +required
	Mode Mode `json:"mode"`

	// +unionMember
	// +optional
	Number *int32 `json:"number,omitempty"`

	// +unionMember,optional
	// +optional
	Text string `json:"text,omitempty"`
}

// NamedSource inlines a Source: its union is on this node too.
type NamedSource struct {
	Name string `json:"name"`

	Source `json:",inline"`
}

// Target is reached by host or ip, with at most one of port and portName, and some metadata.
// +kubebuilder:validation:ExactlyOneOf=host;ip
// +kubebuilder:validation:AtMostOneOf=port;portName
// +kubebuilder:validation:AtLeastOneOf=labels;annotations
type Target struct {
	// +optional
	Host string `json:"host,omitempty"`
	// +optional
	IP string `json:"ip,omitempty"`
	// +optional
	Port int32 `json:"port,omitempty"`
	// +optional
	PortName string `json:"portName,omitempty"`
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
	// +optional
	Annotations map[string]string `json:"annotations,omitempty"`
}

// Delivery has validation-gen's unions: exactly one of its channels, at most one retry
// policy, and a discriminated format.
type Delivery struct {
	// +k8s:unionMember
	// +optional
	Webhook *string `json:"webhook,omitempty"`

	// +k8s:unionMember
	// +optional
	Queues []string `json:"queues,omitempty"`

	// +k8s:unionMember
	// +optional
	Topic string `json:"topic,omitempty"`

	// +k8s:zeroOrOneOfMember
	// +optional
	MaxAttempts int32 `json:"maxAttempts,omitempty"`

	// +k8s:zeroOrOneOfMember
	// +optional
	NoRetry bool `json:"noRetry,omitempty"`

	// +k8s:zeroOrOneOfMember
	// +optional
	Headers map[string]string `json:"headers,omitempty"`

	Format Format `json:"format"`
}

// Format is a discriminated union: the structural form cannot say it.
type Format struct {
	// +k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:unionMember
	// +optional
	JSON *string `json:"json,omitempty"`

	// +k8s:unionMember
	// +optional
	Avro *string `json:"avro,omitempty"`
}

// FeedSpec is what a feed should be.
type FeedSpec struct {
	Source   NamedSource `json:"source"`
	Target   Target      `json:"target"`
	Delivery Delivery    `json:"delivery"`
}

// Feed copies a source to a target.
// +kubebuilder:object:root=true
type Feed struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec FeedSpec `json:"spec,omitempty"`
}
