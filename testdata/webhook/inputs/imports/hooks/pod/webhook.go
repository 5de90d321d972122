package pod

// +kubebuilder:webhook:path=/mutate--v1-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create;update,versions=v1,name=b-pod.example.com,admissionReviewVersions=v1

// Defaulter defaults pods.
type Defaulter struct{}
