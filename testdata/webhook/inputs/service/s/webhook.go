// Package s serves its webhook from its own Service (controller-tools v0.17.2 on).
package s

// +kubebuilder:webhook:path=/mutate-v1-pod,mutating=true,failurePolicy=fail,sideEffects=None,groups="",resources=pods,verbs=create,versions=v1,name=mpod.example.com,admissionReviewVersions=v1,serviceName=hooks,serviceNamespace=hooks-system,servicePort=9443
