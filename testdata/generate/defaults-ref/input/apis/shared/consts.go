package shared

// DefaultZone is referred to from another package.
const DefaultZone = "eu-west"

// MaxReplicas is a number.
const MaxReplicas = 5

// Policy is a string type whose default refers to a constant of this package.
// +default=ref(PolicyRetain)
type Policy string

// PolicyRetain keeps things.
const PolicyRetain Policy = "Retain"
