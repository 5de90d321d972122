package c

// Two rules that differ in groups merge into the groups of a third rule that differs in
// verbs: both end with the key "a&b + x": controller-gen keeps either one.
// +kubebuilder:rbac:groups=a.example.com,resources=x,verbs=get
// +kubebuilder:rbac:groups=b.example.com,resources=x,verbs=get
// +kubebuilder:rbac:groups=a.example.com;b.example.com,resources=x,verbs=list
