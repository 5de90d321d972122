package api

type Broken struct {
	Name string `json:"name"`
	Age int `json:"age"
