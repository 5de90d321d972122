// A licence header.

// +kubebuilder:object:generate=true
// +groupName=gadgets.example.com

package v2
