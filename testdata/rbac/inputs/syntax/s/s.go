package s

// Lists in braces or with semicolons; a trailing separator adds no item.
// +kubebuilder:rbac:groups={apps,batch},resources={deployments,jobs,},verbs=get;list;
// +kubebuilder:rbac:groups=`raw.example.com`,resources="quoted",verbs=watch,resourceNames={}
// An empty urls= is no URL; verbs are case-sensitive.
// +kubebuilder:rbac:groups=policy,resources=x,verbs=get;GET,urls=
// controller-tools ends an unquoted value where its last token began when spaces follow it.
// +kubebuilder:rbac:groups=spaced.example.com ,resources=y,verbs=get
// +kubebuilder:rbac:groups=spaced.example.org,resources=z ;w,verbs=list
