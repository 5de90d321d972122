package m

// +kubebuilder:webhook:path=/a,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=a.example.com
// +kubebuilder:webhook:path=/b,mutating=maybe,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=b.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/c,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=c.example.com,admissionReviewVersions=v1,timeoutSeconds=ten
// +kubebuilder:webhookconfiguration:name=x
// +kubebuilder:webhook:url=https://hooks.example.com/d,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=d.example.com,admissionReviewVersions=v1
