// Package controllers reconciles widgets.
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get
package controllers

// Rules that differ only in verbs, resources or groups, in one role.
// +kubebuilder:rbac:groups=example.com,resources=widgets,verbs=get;list;watch
// +kubebuilder:rbac:groups=example.com,resources=widgets,verbs=create;update;patch;delete
// +kubebuilder:rbac:groups=example.com,resources=widgets/status,verbs=get;update;patch
// +kubebuilder:rbac:groups=example.com,resources=widgets/finalizers,verbs=update
// +kubebuilder:rbac:groups=apps,resources=deployments;statefulsets,verbs=list;get
// +kubebuilder:rbac:groups=batch,resources=jobs,verbs=get;list

// The core group, written both ways; a verb list with `*`.
// +kubebuilder:rbac:groups=core,resources=pods,verbs=get;list
// +kubebuilder:rbac:groups="",resources=pods,verbs=watch
// +kubebuilder:rbac:groups=core,resources=events,verbs=create;*
// +kubebuilder:rbac:groups="",resources=configmaps,resourceNames=widget-config;widget-config,verbs=get

// URLs: no resources.
// +kubebuilder:rbac:urls=/metrics,verbs=get
// +kubebuilder:rbac:urls=/healthz;/readyz,verbs=get

// Roles in namespaces.
// +kubebuilder:rbac:groups="",namespace=tenant-b,resources=secrets,verbs=get
// +kubebuilder:rbac:groups=coordination.k8s.io,namespace=tenant-a,resources=leases,verbs=get;create;update
// +kubebuilder:rbac:groups="",namespace=tenant-a,resources=events,verbs=create;patch

// Reconcile is read by nobody: markers in a function's doc comment are not package markers.
// +kubebuilder:rbac:groups=ignored.example.com,resources=fromdoc,verbs=get
func Reconcile() {
	// Nor are markers inside a function.
	// +kubebuilder:rbac:groups=ignored.example.com,resources=frombody,verbs=get
}

// +kubebuilder:rbac:groups=example.com,resources=gadgets,verbs=get;list

// Widget's group above is the closest one above a type: its package markers still count.
type Widget struct{}

type (
	// +kubebuilder:rbac:groups=example.com,resources=gizmos,verbs=get

	// Gizmo is in a group of types.
	Gizmo struct{}
)

// +kubebuilder:rbac:groups=policy,resources=poddisruptionbudgets,verbs=get
