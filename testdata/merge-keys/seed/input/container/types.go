package container

// Container keeps the default merge key containerPort; the recommended keys put the
// default first, as the proposal requires ("name,containerPort" in its list of impacted
// APIs would not: see testdata/merge-keys/seed-impacted-order).
type Container struct {
	// +optional
	// +patchMergeKey=containerPort
	// +patchStrategy=merge
	Ports []ContainerPort `json:"ports,omitempty" patchStrategy:"merge" patchMergeKey:"containerPort" recommendedPatchMergeKey:"containerPort,name" protobuf:"bytes,6,rep,name=ports"`
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
