package controller

// WidgetReconciler reconciles widgets.
type WidgetReconciler struct{}

// +kubebuilder:rbac:groups=widgets.example.com,resources=widgets,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=widgets.example.com,resources=widgets/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=widgets.example.com,resources=widgets/finalizers,verbs=update

// Reconcile moves a widget toward its spec.
func (r *WidgetReconciler) Reconcile() error {
	return nil
}
