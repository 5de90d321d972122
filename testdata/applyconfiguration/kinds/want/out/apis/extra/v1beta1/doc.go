// +kubebuilder:ac:generate=true
// +kubebuilder:ac:output:package=../../../generated/extra
// +groupName=extra.example.com
package v1beta1
