// Package deployment imports pod: controller-gen's loader gives pod first (go list -deps order).
package deployment

import "example.com/imports/hooks/pod"

// +kubebuilder:webhook:path=/mutate-apps-v1-deployment,mutating=true,failurePolicy=fail,sideEffects=None,groups=apps,resources=deployments,verbs=create;update,versions=v1,name=a-deployment.example.com,admissionReviewVersions=v1

// Defaulter defaults deployments as pods are.
type Defaulter struct {
	Pods pod.Defaulter
}
