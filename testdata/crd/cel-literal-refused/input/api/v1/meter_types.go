package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// MeterSpec has rules with literal arguments the API server refuses when it compiles them
// (apiserver-oracle refuses rules 0, 1, 2, 3 and 5 of the CRD written, and takes 4 and 6).
// +kubebuilder:validation:XValidation:rule="self.unit.matches('(kWh|MWh')",message="unbalanced group"
// +kubebuilder:validation:XValidation:rule="self.unit.find('[a-z') == ''",message="unclosed class"
// +kubebuilder:validation:XValidation:rule="duration(self.period) < duration('1 hour')",message="Go duration"
// +kubebuilder:validation:XValidation:rule="timestamp('2025-13-01T00:00:00Z') < timestamp(self.since)",message="month 13"
// +kubebuilder:validation:XValidation:rule="self.labels.max() != ''",message="strings have a max"
// +kubebuilder:validation:XValidation:rule="self.labels.sum() != ''",message="strings have no sum"
// +kubebuilder:validation:XValidation:rule="self.unit.matches('^\\\\pL+$')",message="valid RE2"
type MeterSpec struct {
	// +kubebuilder:validation:MaxLength=8
	Unit string `json:"unit"`
	// +kubebuilder:validation:MaxLength=16
	Period string `json:"period"`
	// +kubebuilder:validation:MaxLength=32
	Since string `json:"since"`
	// +kubebuilder:validation:MaxItems=4
	// +kubebuilder:validation:items:MaxLength=8
	Labels []string `json:"labels"`
}

// +kubebuilder:object:root=true
type Meter struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec MeterSpec `json:"spec"`
}
