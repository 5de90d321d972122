package v1

import metav1 "github.com/Example/meta/v1"

// Order is named by its import path, from the working directory's module.
type Order struct {
	metav1.ObjectMeta `json:",inline"`
	// Items of the order.
	Items []string `json:"items"`
}
