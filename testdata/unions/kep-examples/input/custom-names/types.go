package customnames

// The KEP's Union2 example as written there: Beta is an untyped constant, so "BETA" is
// not a value of Union2Type and the member that names it is reported.
// (The seed's comment lost its "//" on one line; that is mended here.)

// +enum
type Union2Type string

const (
	Alpha Union2Type = "ALPHA"
	Beta             = "BETA"
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
