package container

// Container with the order the proposal's "Impacted APIs" section gives: the default
// merge key is not first, which the proposal's own requirements forbid.
type Container struct {
	// +optional
	// +patchMergeKey=containerPort
	// +patchStrategy=merge
	Ports []ContainerPort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"containerPort" recommendedPatchMergeKey:"name,containerPort" protobuf:"bytes,6,rep,name=ports"`
}

// ContainerPort represents a network port in a single container.
type ContainerPort struct {
	// +optional
	Name string `json:"name,omitempty" protobuf:"bytes,1,opt,name=name"`
	// +optional
	HostPort int32 `json:"hostPort,omitempty" protobuf:"varint,2,opt,name=hostPort"`
	ContainerPort int32 `json:"containerPort" protobuf:"varint,3,opt,name=containerPort"`
	// +optional
	HostIP string `json:"hostIP,omitempty" protobuf:"bytes,5,opt,name=hostIP"`
}
