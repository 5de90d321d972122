// Package v1 uses types of a dependency whose function bodies the parser cannot read.
// +groupName=deps.example.com
package v1

import (
	"example.com/runtime/pkg/status"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// JobStatus is what a job reports.
type JobStatus struct {
	Phase    status.Phase    `json:"phase,omitempty"`
	Observed status.Observed `json:"observed,omitempty"`
}

// +kubebuilder:object:root=true

// Job is a job.
type Job struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            JobStatus `json:"status,omitempty"`
}
