// Package webhook has no +groupName: its Gadget is no kind, and no version of the gadgets.
package webhook

// +kubebuilder:webhook:path=/validate-gadget,mutating=false,failurePolicy=fail,sideEffects=None,groups=gadgets.example.com,resources=gadgets,verbs=create;update,versions=v2,name=vgadget.example.com,admissionReviewVersions=v1

// Gadget validates gadgets.
type Gadget struct {
	Client any
}
