package sub

// A second package: its rules join the same roles.
// +kubebuilder:rbac:groups=example.com,resources=widgets,verbs=deletecollection
// +kubebuilder:rbac:groups=batch,resources=cronjobs,verbs=get;list
// +kubebuilder:rbac:groups=policy,resources=poddisruptionbudgets,verbs=list,namespace=tenant-a
