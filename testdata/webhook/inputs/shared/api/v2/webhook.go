package v2

// A second package, with a name that sorts before the first package's.
// +kubebuilder:webhook:path=/mutate-example-com-v2-widget,mutating=true,failurePolicy=fail,sideEffects=None,groups=example.com,resources=widgets,verbs=create,versions=v2,name=mwidget-v2.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/validate-example-com-v2-widget,mutating=false,failurePolicy=fail,sideEffects=None,groups=example.com,resources=widgets,verbs=create,versions=v2,name=vwidget.example.com,admissionReviewVersions=v1
// +kubebuilder:webhook:path=/validate-example-com-v2-gadget,mutating=false,failurePolicy=fail,sideEffects=None,groups=example.com,resources=gadgets,verbs=update,versions=v2,name=a-vgadget.example.com,admissionReviewVersions=v1
