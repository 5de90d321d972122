// Package v1 has 2019 +union structs whose fields also carry KEP-1027 markers, a
// convention of some APIs. openapi-gen ignores +unionMember and +unionDiscriminatedBy
// there: every optional field of a +union struct is a member. generate emits the 2019
// union alone, and a note says each marker is ignored; no rule reports the KEP-1027 view.
//
// +k8s:openapi-gen=true
package v1
