// Package roles names its roles (roleName=, controller-tools v0.21.0 on).
package roles

// +kubebuilder:rbac:groups=apps,resources=deployments,verbs=get;list,roleName=deployment-reader
// +kubebuilder:rbac:groups=apps,namespace=infra,resources=deployments,verbs=update,roleName=infra-manager
// +kubebuilder:rbac:groups="",namespace=infra,resources=secrets,verbs=get
// +kubebuilder:rbac:groups="",resources=nodes,verbs=get
