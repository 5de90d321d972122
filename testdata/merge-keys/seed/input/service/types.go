package service

// ServiceSpec as the proposal's "API Change" section writes it: the default merge key
// stays "port" and the recommended merge keys add "protocol".
type ServiceSpec struct {
	// The list of ports that are exposed by this service.
	// +optional
	// +patchStrategy=merge
	// +patchMergeKey=port
	// +recommendedPatchMergeKey=port,protocol
	Ports []ServicePort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"port" recommendedPatchMergeKey:"port,protocol" protobuf:"bytes,1,rep,name=ports"`
}

// Protocol defines network protocols.
// +enum
type Protocol string

const (
	// ProtocolTCP is the TCP protocol.
	ProtocolTCP Protocol = "TCP"
	// ProtocolUDP is the UDP protocol.
	ProtocolUDP Protocol = "UDP"
)

// ServicePort contains information on service's port.
type ServicePort struct {
	// +optional
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// +optional
	// +default="TCP"
	Protocol Protocol `json:"protocol,omitempty" protobuf:"bytes,2,opt,name=protocol,casttype=Protocol"`
	Port int32 `json:"port" protobuf:"varint,3,opt,name=port"`
	// +optional
	NodePort int32 `json:"nodePort,omitempty" protobuf:"varint,5,opt,name=nodePort"`
}
