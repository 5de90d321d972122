// +k8s:openapi-model-package=com.example.units.quantity
package quantity
