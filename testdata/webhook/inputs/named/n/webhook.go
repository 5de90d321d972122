// Package n names its webhook configurations (controller-tools v0.16.3 on).
package n

// +kubebuilder:webhookconfiguration:mutating=true,name=widget-mutating
// +kubebuilder:webhookconfiguration:mutating=false,name=widget-validating
// +kubebuilder:webhook:path=/mutate-v1-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=mpod.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/validate-v1-pod,mutating=false,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=vpod.example.com,admissionReviewVersions=v1
