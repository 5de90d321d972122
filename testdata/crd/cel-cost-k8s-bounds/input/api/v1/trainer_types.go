package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Claim names a resource claim, as batch/v1's pod template does.
type Claim struct {
	// +k8s:maxLength=63
	Name string `json:"name"`
}

// PodTemplate bounds its claims with validation-gen's tags only.
type PodTemplate struct {
	// +k8s:immutable
	// +k8s:maxItems=4
	// +optional
	Claims []Claim `json:"claims,omitempty"`
}

// Job is one replicated job.
type Job struct {
	Template PodTemplate `json:"template"`
}

// TrainerSpec is what a trainer should be.
type TrainerSpec struct {
	// +k8s:maxItems=8
	// +optional
	Jobs []Job `json:"jobs,omitempty"`
}

// Trainer runs jobs.
// +kubebuilder:object:root=true
type Trainer struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec TrainerSpec `json:"spec,omitempty"`
}
