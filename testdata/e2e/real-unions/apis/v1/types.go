package v1

// ProfileKind says which profile applies.
// +enum
type ProfileKind string

const (
	// ProfileLocal uses a file on the node.
	ProfileLocal ProfileKind = "Localhost"
	// ProfileDefault uses the runtime's default.
	ProfileDefault ProfileKind = "RuntimeDefault"
	// ProfileNone applies no profile.
	ProfileNone ProfileKind = "Unconfined"
)

// SyscallProfile is shaped like SeccompProfile.
// +union
type SyscallProfile struct {
	// Kind of profile.
	// +unionDiscriminator
	Type ProfileKind `json:"type"`
	// LocalhostProfile names the file; only with Localhost.
	// +optional
	LocalhostProfile *string `json:"localhostProfile,omitempty"`
}

// ArmorProfile is shaped like AppArmorProfile.
// +union
type ArmorProfile struct {
	// +unionDiscriminator
	Type ProfileKind `json:"type"`
	// +optional
	LocalhostProfile *string `json:"localhostProfile,omitempty"`
}

// ResponseKind says what happens to requests over the limit.
type ResponseKind string

const (
	// ResponseQueue queues them.
	ResponseQueue ResponseKind = "Queue"
	// ResponseReject rejects them.
	ResponseReject ResponseKind = "Reject"
)

// Queueing configures the queues.
type Queueing struct {
	// +optional
	Queues int32 `json:"queues"`
}

// OverflowResponse is shaped like LimitResponse.
// +union
type OverflowResponse struct {
	// +unionDiscriminator
	Type ResponseKind `json:"type"`
	// +optional
	Queuing *Queueing `json:"queuing,omitempty"`
}

// Workload holds all three.
type Workload struct {
	Syscalls SyscallProfile   `json:"syscalls"`
	Armor    *ArmorProfile    `json:"armor,omitempty"`
	Overflow OverflowResponse `json:"overflow"`
}
