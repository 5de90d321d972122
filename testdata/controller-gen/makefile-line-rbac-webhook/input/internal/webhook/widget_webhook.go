package webhook

// +kubebuilder:webhook:path=/mutate-widgets-example-com-v1-widget,mutating=true,failurePolicy=fail,sideEffects=None,groups=widgets.example.com,resources=widgets,verbs=create;update,versions=v1,name=mwidget-v1.kb.io,admissionReviewVersions=v1

// +kubebuilder:webhook:path=/validate-widgets-example-com-v1-widget,mutating=false,failurePolicy=fail,sideEffects=None,groups=widgets.example.com,resources=widgets,verbs=create;update,versions=v1,name=vwidget-v1.kb.io,admissionReviewVersions=v1

// WidgetCustomDefaulter defaults widgets.
type WidgetCustomDefaulter struct{}
