// Package unions breaks the union-member-discriminator rule in each way it detects.
package unions

// +enum
type ShapeKind string

const (
	ShapeCircle ShapeKind = "Circle"
	ShapeSquare ShapeKind = "Square"
)

// +enum
type FillKind string

const (
	FillSolid   FillKind = "Solid"
	FillPattern FillKind = "Pattern"
)

// NoDiscriminator has members but no +unionDiscriminator field.
type NoDiscriminator struct {
	// +unionMember
	// +optional
	Circle *int32 `json:"circle,omitempty"`
	// +unionMember
	// +optional
	Square *int32 `json:"square,omitempty"`
}

// TwoDiscriminators has two discriminators, so every member must say which one selects it.
type TwoDiscriminators struct {
	// +unionDiscriminator
	// +required
	Shape ShapeKind `json:"shape"`
	// +unionDiscriminator
	// +required
	Fill FillKind `json:"fill"`

	// +unionMember
	// +optional
	Circle *int32 `json:"circle,omitempty"`
	// +unionMember
	// +unionDiscriminatedBy=Shape
	// +optional
	Square *int32 `json:"square,omitempty"`
	// +unionMember
	// +unionDiscriminatedBy=Fill
	// +optional
	Solid *string `json:"solid,omitempty"`
	// +unionMember
	// +unionDiscriminatedBy=fill
	// +optional
	Pattern *string `json:"pattern,omitempty"`
}

// WrongDiscriminatedBy names a field that is not a discriminator.
type WrongDiscriminatedBy struct {
	// +unionDiscriminator
	// +required
	Shape ShapeKind `json:"shape"`
	// +optional
	Label string `json:"label,omitempty"`

	// +unionMember
	// +unionDiscriminatedBy=Label
	// +optional
	Circle *int32 `json:"circle,omitempty"`
	// +unionMember
	// +optional
	Square *int32 `json:"square,omitempty"`
}

// Outer declares the discriminator, but the members live in the struct it inlines.
type Outer struct {
	// +unionDiscriminator
	// +required
	Shape ShapeKind `json:"shape"`

	Inner `json:",inline"`
}

// Inner holds members whose discriminator is in another struct.
type Inner struct {
	// +unionMember
	// +optional
	Circle *int32 `json:"circle,omitempty"`
	// +unionMember
	// +optional
	Square *int32 `json:"square,omitempty"`
}

// MembersOutside holds members whose discriminator is in the struct it inlines.
type MembersOutside struct {
	DiscriminatorInside `json:",inline"`

	// +unionMember
	// +optional
	Circle *int32 `json:"circle,omitempty"`
}

// DiscriminatorInside declares the discriminator of MembersOutside's members.
type DiscriminatorInside struct {
	// +unionDiscriminator
	// +required
	Shape ShapeKind `json:"shape"`
}
