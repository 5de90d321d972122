// Package v1 holds members an older openapi-gen reads differently from encoding/json: an
// embedded struct tagged json:"" keeps its Go name, one tagged json:",omitempty" is
// dropped, a named member tagged json:"spec,inline" is inlined, and a tag with the word
// omitempty in its name makes the member optional.
// +k8s:openapi-gen=true
package v1
