// Package kep2019 holds the valid examples of the 2019 version of KEP-1027 ("Go tags"
// section): +union structs and +unionDeprecated members. check reports nothing.
//
// +k8s:openapi-gen=true
package kep2019
