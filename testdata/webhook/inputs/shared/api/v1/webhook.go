package v1

// Webhooks of v1, written out of order; enumerated values in any case.
// +kubebuilder:webhook:path=/validate-example-com-v1-widget,mutating=false,failurePolicy=fail,sideEffects=None,groups=example.com,resources=widgets,verbs=create;update,versions=v1,name=vwidget.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/mutate-example-com-v1-widget,mutating=true,failurePolicy=ignore,sideEffects=noneondryrun,groups=example.com,resources=widgets,verbs=create;update,versions=v1,name=mwidget.example.com,admissionReviewVersions=v1;v1beta1,reinvocationPolicy=ifneeded,timeoutSeconds=10,matchPolicy=equivalent
// +kubebuilder:webhook:path=/mutate-v1-pod,mutating=true,failurePolicy=Fail,sideEffects=None,groups=core,resources=pods,verbs=CREATE;connect;*;Patch,versions=v1,name=mpod.example.com,admissionReviewVersions=v1,matchPolicy=Exact,reinvocationPolicy=Never
// +kubebuilder:webhook:url="https://hooks.example.com/validate",mutating=false,failurePolicy=Ignore,sideEffects=None,groups=example.com,resources=gadgets;gadgets/status,verbs=delete,versions=v1;v1beta1,name=vgadget.example.com,admissionReviewVersions=v1,reinvocationPolicy=IfNeeded,webhookVersions=v1

// Widget is served here.
type Widget struct{}
