package customnamesfixed

// The KEP's Union2 example with Beta typed, as the KEP intends.

// +enum
type Union2Type string

const (
	Alpha Union2Type = "ALPHA"
	Beta  Union2Type = "BETA"
)

// This generates a union where the unionMember markers demonstrate how to
// customize the names used for each field in the discriminator.
type Union2 struct {
	// +unionDiscriminator
	// +required
	Type2 Union2Type `json:"type"`
	// +unionMember=ALPHA
	// +optional
	Alpha int `json:"alpha"`
	// +unionMember=BETA,optional
	// +optional
	Beta int `json:"beta"`
}
