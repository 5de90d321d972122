// Package unions breaks the union-member-value rule in each way it detects.
package unions

// +enum
type BackendType string

const (
	BackendService  BackendType = "Service"
	BackendResource BackendType = "Resource"
	// Untyped: a const block does not carry the type to a constant with its own value.
	BackendBucket = "Bucket"
)

// Backend selects its members by values the enum does not have, or by one value twice.
type Backend struct {
	// +unionDiscriminator
	// +required
	Type BackendType `json:"type"`

	// The default value is the Go field name, "Svc", which is not a BackendType.
	// +unionMember
	// +optional
	Svc *string `json:"svc,omitempty"`
	// +unionMember=Bucket
	// +optional
	Bucket *string `json:"bucket,omitempty"`
	// +unionMember=Resource
	// +optional
	Resource *string `json:"resource,omitempty"`
	// +unionMember=Resource
	// +optional
	ResourceRef *string `json:"resourceRef,omitempty"`
	// +unionMember=Service
	// +optional
	ServiceName *string `json:"serviceName,omitempty"`
}
