package bad

// +kubebuilder:webhook:path=/a,url="https://a.example.com",mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=both.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=neither.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/c,mutating=false,failurePolicy=fail,matchPolicy=Loose,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=match.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/d,mutating=false,failurePolicy=fail,sideEffects=Some,groups="",resources=pods,verbs=create,versions=v1,name=some.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/e,mutating=false,failurePolicy=fail,groups="",resources=pods,verbs=create,versions=v1,name=nosideeffects.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/f,mutating=false,failurePolicy=fail,sideEffects=None,timeoutSeconds=31,groups="",resources=pods,verbs=create,versions=v1,name=timeout.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/g,mutating=false,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=oldversion.example.com,admissionReviewVersions=v1,webhookVersions=v1beta1
// +kubebuilder:webhook:path=/h,mutating=false,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=noreview.example.com,admissionReviewVersions={}
// +kubebuilder:webhookconfiguration:mutating=false,name=first
// +kubebuilder:webhookconfiguration:mutating=false,name=second
