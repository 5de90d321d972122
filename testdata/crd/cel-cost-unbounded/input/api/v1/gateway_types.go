package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Listener accepts traffic on exactly one of a port or a socket.
// +kubebuilder:validation:ExactlyOneOf=port;socket
type Listener struct {
	// +optional
	Port *int32 `json:"port,omitempty"`
	// +optional
	Socket *string `json:"socket,omitempty"`
}

// Backend receives traffic from exactly one of a service or an address.
type Backend struct {
	// +k8s:unionMember
	// +optional
	Service *string `json:"service,omitempty"`

	// +k8s:unionMember
	// +optional
	Address *string `json:"address,omitempty"`
}

// Check is one health check; its rule reads the path it probes.
// +kubebuilder:validation:XValidation:rule="self.path.startsWith('/')",message="path must be absolute"
type Check struct {
	Path string `json:"path"`
}

// GatewaySpec is what a gateway should be.
type GatewaySpec struct {
	// +optional
	Listeners []Listener `json:"listeners,omitempty"`

	// +optional
	Backends []Backend `json:"backends,omitempty"`

	// +kubebuilder:validation:MaxItems=16
	// +optional
	Checks []Check `json:"checks,omitempty"`
}

// Gateway routes traffic.
// +kubebuilder:object:root=true
type Gateway struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GatewaySpec `json:"spec,omitempty"`
}
