package m

// +kubebuilder:rbac:groups=apps,resources=deployments
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get,bogus=1
// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get,namespace="unterminated
// +kubebuilder:rbac:groups=apps,resources=replicasets,verbs=get
