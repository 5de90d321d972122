package v1

import (
	"reflect"
	"sync"
)

// Shared opts in, so it has a definition although its module is a dependency of the app.
// +k8s:openapi-gen=true
type Shared struct {
	// Note for every user.
	Note string `json:"note"`
}

// Cache is no API type: --all-types does not apply to the library module, which the app's
// go.mod requires, so its Mutex and reflect.Type are never asked for a schema.
type Cache struct {
	mu    sync.Mutex
	Types map[string]reflect.Type
}
